# The rule options, as the settings' default rules and the new-game screen's
# builder show them: a grid with each option's name on the left, its choices
# as buttons on the right, and under them a one-line note on the choice made.
# These names are the options' names everywhere in the game (How to play, the
# lessons), so keep them the same as there.

## The options' names, in the grid's left column.

rules-preset = Préréglage
rules-jumps = Sauts
rules-parking = Stationnement
rules-win = Arrivée
rules-unused-points = Branches inutilisées
rules-target-lock = Verrou d’arrivée
rules-play-on = Jouer les places
rules-equal-turns = Tours égaux
rules-turn-limit = Limite de tours
rules-repetition = Nulle par répétition
rules-teams = Équipes

## Presets: named sets of every rule. A preset's button is lit when the rules
## match it; the note says what the rules are.

rules-preset-standard = Standard
rules-preset-standard-note = Les règles telles que la plupart des familles les pratiquent.
rules-preset-ccerl-note = Les règles de CCERL, la liste de classement des moteurs de jeu à deux joueurs.
# The rules match no preset.
rules-preset-custom-note = Des règles de votre choix.

## Hops: which marbles a marble may hop over.

rules-jumps-adjacent = Courts
rules-jumps-adjacent-note = Sauter par-dessus une bille juste à côté de la vôtre.
rules-jumps-long = Longs
rules-jumps-long-note = Sauter par-dessus une bille plus lointaine et retomber à la même distance derrière elle.

## Parking: where a move may end. A player's "start" and "target" are the two
## points of the star where their marbles begin and where they must go.

rules-parking-anywhere = Partout
rules-parking-anywhere-note = Un coup peut se terminer sur n’importe quelle case.
rules-parking-others = Pas chez les autres
rules-parking-others-note = Pas d’arrêt dans la branche de départ ou d’arrivée d’un autre joueur, sauf si c’est aussi l’une des vôtres.
rules-parking-own = Vos branches seulement
rules-parking-own-note = Arrêt seulement au centre ou dans votre branche de départ ou d’arrivée.
# Shown instead of the note above in a two-player game.
rules-parking-two-players = À deux joueurs, cela ne change rien : le départ et l’arrivée de l’autre sont votre arrivée et votre départ.

## Finishing: when a player has finished.

rules-win-target-full = Branche pleine
rules-win-target-full-note = Vous avez fini quand toutes les cases de votre branche d’arrivée sont occupées, dont au moins une par une de vos billes.
rules-win-all-own = Toutes à vous
rules-win-all-own-note = Vous avez fini quand vos propres billes occupent les dix cases d’arrivée.

## Unused points: the points of the star where nobody starts or ends.

rules-unused-open = Ouvertes
rules-unused-open-note = Les branches que personne n’utilise se jouent comme le reste du plateau.
rules-unused-removed = Retirées
rules-unused-removed-note = Les branches que personne n’utilise ne font pas partie du plateau.
# Shown instead of the note in a game of 3 or 6 players.
rules-unused-all-in-use = À 3 ou 6 joueurs, toutes les branches sont utilisées.

## Target lock: whether a marble that reached its target may leave it.

rules-lock-off = Non
rules-lock-off-note = Une bille arrivée peut ressortir de sa branche d’arrivée.
rules-lock-end-of-move = Fin du coup
rules-lock-end-of-move-note = Une bille dans sa branche d’arrivée doit y terminer son coup.
rules-lock-whole-move = Tout le coup
rules-lock-whole-move-note = Une fois arrivée, une bille ne se pose plus jamais hors de sa branche d’arrivée, même au milieu d’un enchaînement.

## Play on: whether the game goes on after the first player finishes.

rules-play-on-off = Non
rules-play-on-off-note = La partie s’arrête dès que le premier joueur a fini.
rules-play-on-on = Oui
rules-play-on-on-note = Les autres continuent pour les places suivantes.

## Equal turns: whether the round is finished when someone finishes.

rules-equal-turns-off = Non
rules-equal-turns-off-note = Le premier à finir gagne aussitôt.
rules-equal-turns-on = Oui
rules-equal-turns-on-note = Le tour de table est joué jusqu’au bout ; tous ceux qui finissent pendant ce tour partagent la première place.

## Turn limit: a checkbox to set a limit, the number of turns, and a checkbox
## for whether the game is then a draw.

rules-turn-limit-on = Limiter
# The number of turns of the limit, in a box the player drags or types in.
rules-turn-limit-turns = { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
rules-turn-limit-draw = Nulle
rules-turn-limit-none-note = Sans limite : on joue jusqu’à ce que la partie soit décidée.
rules-turn-limit-rank-note = La partie s’arrête après ce nombre de tours au total ; ceux qui n’ont pas fini sont classés selon la distance restante.
rules-turn-limit-draw-note = La partie s’arrête après ce nombre de tours au total ; ceux qui n’ont pas fini partagent une même place.

## Draw by repetition.

rules-repetition-off = Non
rules-repetition-off-note = Les positions peuvent se répéter ; la partie continue.
rules-repetition-on = Oui
rules-repetition-on-note = Quand une même position revient pour la troisième fois, la partie est nulle.

## Teams.

rules-teams-none = Aucune
rules-teams-none-note = Chacun joue pour soi.
rules-teams-partners = Partenaires en face
rules-teams-partners-note = Les partenaires sont assis face à face ; une équipe a fini quand tous ses membres ont fini.
# Shown instead of the note, the choice greyed out, with 2 or 3 players.
rules-teams-not-allowed = Les équipes se jouent à 4 ou 6 joueurs.
