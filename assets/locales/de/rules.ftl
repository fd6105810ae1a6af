# The rule options, as the settings' default rules and the new-game screen's
# builder show them: a grid with each option's name on the left, its choices
# as buttons on the right, and under them a one-line note on the choice made.
# These names are the options' names everywhere in the game (How to play, the
# lessons), so keep them the same as there.

## The options' names, in the grid's left column.

rules-preset = Regelsatz
rules-jumps = Sprünge
rules-parking = Parken
rules-win = Zieleinlauf
rules-unused-points = Unbenutzte Zacken
rules-target-lock = Zielsperre
rules-play-on = Weiterspielen
rules-equal-turns = Gleiche Zugzahl
rules-turn-limit = Zuglimit
rules-repetition = Remis durch Wiederholung
rules-teams = Teams

## Presets: named sets of every rule. A preset's button is lit when the rules
## match it; the note says what the rules are.

rules-preset-standard = Standard
rules-preset-standard-note = Alle Regeln so, wie die meisten Familien sie spielen.
rules-preset-ccerl-note = Die Regeln der CCERL-Wertungsliste für Engines im Spiel zu zweit.
# The rules match no preset.
rules-preset-custom-note = Deine eigene Auswahl an Regeln.

## Hops: which marbles a marble may hop over.

rules-jumps-adjacent = Kurz
rules-jumps-adjacent-note = Spring über eine Kugel direkt neben deiner.
rules-jumps-long = Weit
rules-jumps-long-note = Spring über eine weiter entfernte Kugel und lande genauso weit dahinter.

## Parking: where a move may end. A player's "start" and "target" are the two
## points of the star where their marbles begin and where they must go.

rules-parking-anywhere = Überall
rules-parking-anywhere-note = Ein Zug darf auf jedem Feld enden.
rules-parking-others = Nicht in fremden Zacken
rules-parking-others-note = Kein Halt in der Start- oder Zielzacke eines anderen Spielers, es sei denn, sie ist auch deine eigene Start- oder Zielzacke.
rules-parking-own = Nur eigene Zacken
rules-parking-own-note = Ein Zug darf nur in der Mitte oder in deiner eigenen Start- oder Zielzacke enden.
# Shown instead of the note above in a two-player game.
rules-parking-two-players = Bei zwei Spielern ändert das nichts: Start und Ziel des anderen sind dein Ziel und dein Start.

## Finishing: when a player has finished.

rules-win-target-full = Ziel voll
rules-win-target-full-note = Du bist im Ziel, sobald jedes Feld deiner Zielzacke besetzt ist, mindestens eines davon mit einer eigenen Kugel.
rules-win-all-own = Nur eigene
rules-win-all-own-note = Du bist erst im Ziel, wenn alle zehn Zielfelder mit deinen eigenen Kugeln besetzt sind.

## Unused points: the points of the star where nobody starts or ends.

rules-unused-open = Offen
rules-unused-open-note = Zacken, die niemand nutzt, sind gewöhnliche Felder.
rules-unused-removed = Entfernt
rules-unused-removed-note = Zacken, die niemand nutzt, gehören nicht zum Brett.
# Shown instead of the note in a game of 3 or 6 players.
rules-unused-all-in-use = Bei 3 oder 6 Spielern sind alle Zacken belegt.

## Target lock: whether a marble that reached its target may leave it.

rules-lock-off = Aus
rules-lock-off-note = Kugeln im Ziel dürfen es wieder verlassen.
rules-lock-end-of-move = Zugende
rules-lock-end-of-move-note = Eine Kugel im Ziel muss ihren Zug darin beenden.
rules-lock-whole-move = Ganzer Zug
rules-lock-whole-move-note = Ist eine Kugel einmal im Ziel, landet sie nie mehr außerhalb, auch nicht mitten in einer Sprungkette.

## Play on: whether the game goes on after the first player finishes.

rules-play-on-off = Aus
rules-play-on-off-note = Die Partie endet, sobald der erste Spieler im Ziel ist.
rules-play-on-on = An
rules-play-on-on-note = Die anderen spielen um die weiteren Plätze weiter.

## Equal turns: whether the round is finished when someone finishes.

rules-equal-turns-off = Aus
rules-equal-turns-off-note = Wer zuerst im Ziel ist, gewinnt sofort.
rules-equal-turns-on = An
rules-equal-turns-on-note = Die Runde wird zu Ende gespielt; alle, die darin ins Ziel kommen, teilen sich den ersten Platz.

## Turn limit: a checkbox to set a limit, the number of turns, and a checkbox
## for whether the game is then a draw.

rules-turn-limit-on = Limit
# The number of turns of the limit, in a box the player drags or types in.
rules-turn-limit-turns = { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
rules-turn-limit-draw = Remis
rules-turn-limit-none-note = Kein Limit: Gespielt wird, bis die Partie entschieden ist.
rules-turn-limit-rank-note = Die Partie endet nach insgesamt so vielen Zügen; wer nicht im Ziel ist, wird nach dem verbleibenden Weg platziert.
rules-turn-limit-draw-note = Die Partie endet nach insgesamt so vielen Zügen; alle, die nicht im Ziel sind, teilen sich einen Platz.

## Draw by repetition.

rules-repetition-off = Aus
rules-repetition-off-note = Stellungen dürfen sich wiederholen; die Partie geht weiter.
rules-repetition-on = An
rules-repetition-on-note = Kommt eine Stellung zum dritten Mal vor, endet die Partie remis.

## Teams.

rules-teams-none = Keine
rules-teams-none-note = Jeder spielt für sich.
rules-teams-partners = Partner gegenüber
rules-teams-partners-note = Partner sitzen sich gegenüber; ein Team ist im Ziel, wenn alle seine Mitglieder im Ziel sind.
# Shown instead of the note, the choice greyed out, with 2 or 3 players.
rules-teams-not-allowed = Teams gibt es nur mit 4 oder 6 Spielern.
