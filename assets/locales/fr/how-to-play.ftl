# The How to play page. help-title is the page's title; each help-section-…
# is a section's heading, and the help-… messages after it are its paragraphs,
# in order; a paragraph's .heading is shown in bold above it. Hole names and
# moves (e5, n1-m5) stay as they are. The headings of the rule options
# (Hops, Parking, Finishing, …) are the names the rules form gives them.

help-title = Comment jouer

## The goal
help-section-goal = Le but du jeu
help-goal-1 = Les dames chinoises sont une course à travers une étoile à six branches. Chaque joueur a dix billes, qui partent d’une branche de l’étoile, et doit les amener dans la branche opposée, de l’autre côté du plateau. Le premier qui remplit cette branche a gagné.
help-goal-2 = Avec le réglage standard de la règle Arrivée, Branche pleine, la branche compte comme remplie dès que chacune de ses cases porte une bille et qu’au moins une de ces billes est à vous : une bille qu’un autre joueur a laissée chez lui ne peut donc pas vous bloquer. Le choix plus strict, Toutes à vous, exige que vos propres billes occupent les dix cases (voir Arrivée plus bas).

## Setting up
help-section-setup = La mise en place
help-setup-1 = Le plateau compte 121 cases : un hexagone de 61 cases au centre et six branches de dix cases chacune. La branche d’arrivée de chaque joueur est celle qui fait face à sa branche de départ. On joue à 2, 3, 4 ou 6 joueurs.
help-two_players = Les deux joueurs partent des branches du bas et du haut et foncent l’un vers l’autre. Les quatre autres branches sont inutilisées.
    .heading = Deux joueurs
help-three_players = Les joueurs occupent une branche sur deux : en bas, en haut à gauche et en haut à droite. Les trois branches intermédiaires, qui sont leurs branches d’arrivée, sont vides au départ.
    .heading = Trois joueurs
help-four_players = Les joueurs partent des quatre branches latérales, en deux paires qui se font face. Les branches du haut et du bas sont inutilisées.
    .heading = Quatre joueurs
help-six_players = Chaque branche porte les billes d’un joueur, et chaque joueur fonce droit vers la branche de départ d’un autre.
    .heading = Six joueurs
help-setup-2 = On joue dans le sens des aiguilles d’une montre autour de l’étoile : Joueur 1, Joueur 2 et ainsi de suite, puis de nouveau Joueur 1. Le joueur 1 commence, sauf si vous en décidez autrement : la partie rapide et l’écran Autres parties proposent tous deux un choix Qui commence, pour désigner le premier joueur ou le faire tirer au sort au début de la partie.
    .heading = Ordre de jeu

## A turn
help-section-turn = Le tour de jeu
help-turn-1 = À votre tour, vous déplacez l’une de vos billes, soit d’un pas, soit par un enchaînement de sauts ; un tour est toujours l’un ou l’autre, jamais un mélange des deux. Il est interdit de passer tant qu’un coup vous est possible, mais un joueur qui n’a plus aucun coup passe son tour.
help-step = Un pas amène la bille sur une case vide juste à côté d’elle. Une case a jusqu’à six voisines : deux dans sa rangée, deux dans la rangée du dessus et deux dans celle du dessous.
    .heading = Pas
help-hop = Un saut fait passer la bille par-dessus une bille posée sur une case voisine, en ligne droite, pour atterrir sur la case libre juste derrière. La bille sautée peut être à vous ou à n’importe qui d’autre, et elle reste en place : on ne prend jamais rien.
    .heading = Sauts
help-chain = Après un saut, la bille peut sauter encore, et encore, tant que chaque saut part de la case où le précédent a atterri. Chaque saut peut prendre une nouvelle direction, et vous pouvez vous arrêter après n’importe lequel. L’enchaînement entier compte pour un seul tour. Les billes peuvent aller dans toutes les directions, en arrière et de côté compris.
    .heading = Enchaînements

## Controls
help-section-controls = Commandes
help-mouse = Cliquez sur l’une de vos billes pour la prendre, puis sur la case où elle doit aller ; quand l’aide Montrer le trajet est activée, survoler d’abord une case montre le chemin que prendrait la bille. Cliquer sur une autre de vos billes prend celle-ci à la place, et un clic n’importe où ailleurs repose la bille prise. Pendant l’animation d’un coup, un clic l’achève aussitôt. Faites glisser avec le bouton droit pour tourner le plateau, et utilisez la molette pour zoomer. Le bouton Vue de dessus, à côté de Pause, montre toute l’étoile vue d’en haut ; Vue joueur, à sa place, vous ramène à votre point de vue.
    .heading = Souris
help-touch = Touchez une bille, puis la case où elle doit aller. Faites glisser deux doigts ensemble pour tourner le plateau, et pincez pour zoomer.
    .heading = Écran tactile
help-keys = Tab et Maj+Tab passent d’une de vos billes jouables à la suivante, et Entrée prend celle choisie ; Tab et Maj+Tab parcourent ensuite les cases qu’elle peut atteindre, et Entrée joue le coup. Échap repose une bille prise, ou met le jeu en pause si aucune bille n’est prise. Espace achève aussitôt l’animation d’un coup. U annule un coup et H demande un indice, quand ces aides sont autorisées. Les flèches font tourner et incliner le plateau, + et - règlent le zoom, T montre le plateau vu d’en haut et T à nouveau vous ramène à votre place, et R rétablit la vue habituelle. Dans le menu, Entrée lance la partie rapide. F11 bascule entre fenêtre et plein écran, et F12 enregistre une capture d’écran.
    .heading = Clavier
help-lesson_keys = A joue la réponse de la leçon, et une fois la consigne remplie, Entrée ouvre la leçon suivante.
    .heading = Dans une leçon
help-replay_keys = Espace lance ou met en pause la lecture ; les flèches gauche et droite reculent ou avancent d’un tour ; Début et Fin mènent au premier et au dernier tour ; - et + divisent la vitesse par deux ou la doublent ; V affiche ou masque l’analyse de chaque coup.
    .heading = En revoyant une partie

## Hole names
help-section-holes = Noms des cases
help-holes-1 = Le jeu désigne chaque case par une lettre et un nombre : dans les leçons, dans le dernier coup et l’indice en cours de partie, et dans la liste des coups quand vous revoyez une partie. Les 17 rangées du plateau portent chacune une lettre, de a, la case unique de la pointe du haut, jusqu’à q, la case unique de la pointe du bas. Dans chaque rangée, les cases sont numérotées à partir de 1 en partant de la gauche.
help-holes-2 = a1 est la pointe du haut et q1 la pointe du bas. La rangée e est la longue rangée de 13 cases juste sous la branche du haut : e1 et e13 sont ses deux extrémités, les pointes des branches en haut à gauche et en haut à droite. La rangée i, celle du milieu, compte neuf cases, et i5 est le centre du plateau.
    .heading = Exemples
help-holes-3 = Un coup s’écrit avec les cases par lesquelles passe sa bille, reliées par des tirets : n1-m5 est un pas, et o1-m5-k5 est un enchaînement de deux sauts qui part de o1, atterrit en m5 et se termine en k5.
    .heading = Coups

## Variants and house rules
help-section-variants = Variantes et règles maison
help-variants-1 = Chaque famille a sa façon de jouer aux dames chinoises. Le jeu propose les variantes courantes sous forme d’options de règles, sur l’écran Autres parties et dans les règles par défaut des Paramètres ; chaque paragraphe ci-dessous porte le nom de l’option tel qu’il apparaît à l’écran, et le choix standard y est indiqué.
help-jumps = Courts (standard) : un saut passe par-dessus une bille juste à côté de la vôtre pour atterrir sur la case juste derrière. Longs, la variante aussi appelée « super dames chinoises » : en ligne droite, la première bille que rencontre la vôtre sert d’obstacle, aussi loin soit-elle ; le saut retombe aussi loin derrière elle que votre bille se trouvait devant, et toutes les cases traversées, hormis celle de l’obstacle, doivent être vides. Les sauts longs rendent la partie beaucoup plus rapide.
    .heading = Sauts
help-parking = Cette règle décide seulement où un coup peut se terminer ; un enchaînement de sauts peut traverser n’importe quelle branche. Pas chez les autres (standard, la règle maison dite « stationnement interdit ») : un coup ne peut pas se terminer dans une branche qui est le départ ou l’arrivée d’un autre joueur, sauf si c’est aussi l’une de vos deux branches. Votre propre arrivée et votre propre départ sont toujours permis, et les branches qu’aucun joueur n’utilise restent ouvertes. À deux joueurs, cela ne change rien, car les seules branches utilisées sont les deux que les joueurs se partagent. À trois joueurs, vous ne pouvez vous arrêter qu’au centre et dans vos deux branches. Partout : un coup peut se terminer sur n’importe quelle case vide. Vos branches seulement : un coup ne peut se terminer qu’au centre ou dans votre branche de départ ou d’arrivée, même là où une branche est inutilisée.
    .heading = Stationnement
help-unused_points = À deux ou quatre joueurs, certaines branches ne sont ni le départ ni l’arrivée de personne. Ouvertes (standard) : leurs cases sont des cases ordinaires, où chacun peut passer en sautant ou s’arrêter. Retirées : elles sont ôtées du plateau, si bien qu’aucune bille ne peut s’y poser et qu’aucun saut, court ou long, ne peut les traverser, comme lorsqu’une famille les remplit de billes en trop.
    .heading = Branches inutilisées
help-win = Branche pleine (standard, la règle maison dite « pas de blocage ») : vous avez fini quand chaque case de votre branche d’arrivée porte une bille et qu’au moins l’une d’elles est à vous. Une bille qu’un autre joueur laisse dans votre branche d’arrivée remplit sa case comme une autre : personne ne peut donc vous bloquer en restant chez soi. Toutes à vous : vous n’avez fini que lorsque vos propres billes occupent les dix cases de votre branche d’arrivée.
    .heading = Arrivée
help-target_lock = Non (standard) : une bille arrivée peut ressortir de sa branche d’arrivée. Fin du coup : une bille qui se trouve dans sa branche d’arrivée ne peut aller que sur une autre case de cette branche ; un enchaînement de sauts peut encore en sortir et y revenir, du moment que le coup se termine à l’intérieur. Tout le coup : une fois qu’une bille est dans sa branche d’arrivée, même si elle n’y a atterri qu’au milieu d’un enchaînement, chacun de ses atterrissages suivants doit lui aussi se faire dans la branche.
    .heading = Verrou d’arrivée
help-play_on = Non (standard) : la partie s’arrête dès qu’un joueur a fini, et ce joueur gagne. Oui : les joueurs qui ont fini passent leur tour, et les autres continuent pour la deuxième place, la troisième et les suivantes, jusqu’à ce qu’il ne reste qu’un joueur.
    .heading = Jouer les places
help-equal_turns = Non (standard) : le premier joueur à finir gagne sur-le-champ. Oui : le tour de table au cours duquel quelqu’un finit est joué jusqu’au bout, pour que chacun ait joué le même nombre de tours, et tous ceux qui finissent pendant ce tour de table partagent la première place. À deux joueurs, celui qui a joué en second a droit à un tour de plus après que l’autre a fini ; s’il finit avec ce tour, la partie est nulle.
    .heading = Tours égaux
help-turn_limit = Sans limite (standard). Avec une limite, la partie s’arrête après ce nombre de tours au total, en comptant les tours de tous les joueurs. Quelle que soit la façon dont une partie se termine, les joueurs qui n’ont pas fini sont classés après ceux qui ont fini, selon la distance qu’il leur reste à parcourir : le nombre total de pas qui séparent chacune de leurs billes de la pointe de leur branche d’arrivée, sur un plateau vide. Le plus petit total l’emporte, et les totaux égaux partagent une même place. Si Nulle est aussi cochée, tous ceux qui n’ont pas fini quand la limite est atteinte partagent une même place.
    .heading = Limite de tours
help-repetition_draw = Non (standard). Oui : si la même position se présente pour la troisième fois et que c’est au même joueur de jouer, la partie s’arrête là, et tous ceux qui n’ont pas fini partagent une même place. Un joueur en retard peut chercher cette issue ; un joueur en avance a donc intérêt à varier ses coups.
    .heading = Nulle par répétition
help-presets = Un préréglage choisit toutes les règles à la fois. Standard, c’est le jeu tel que le pratiquent la plupart des familles, avec chaque option sur son choix standard. CCERL-2P10-v2 est l’ensemble de règles d’une liste de classement publique de moteurs de jeu à deux joueurs, avec Stationnement réglé sur Partout, Verrou d’arrivée sur Tout le coup, Tours égaux et Nulle par répétition sur Oui, et une Limite de tours de 240 tours avec Nulle cochée.
    .heading = Préréglage
help-teams = Aucune (standard) : chacun joue pour soi. Partenaires en face, à quatre ou six joueurs : chaque joueur fait équipe avec celui qui est assis en face de lui, de l’autre côté du plateau, si bien que chacun fonce vers la branche de départ de l’autre. À quatre joueurs, cela fait deux équipes, les joueurs 1 et 3 contre les joueurs 2 et 4 ; à six, trois équipes : 1 et 4, 2 et 5, 3 et 6. Une équipe a fini quand tous ses membres ont fini, et la première équipe à finir gagne ; un joueur dont toutes les billes sont arrivées passe son tour pendant que son partenaire continue. Un fichier de configuration peut aussi définir ses propres équipes, et un joueur qu’il ne place dans aucune équipe joue seul.
    .heading = Équipes

## Computer opponents
help-section-computers = Jouer contre l’ordinateur
help-levels = L’ordinateur joue à dix niveaux, de 1, pour quelqu’un qui vient d’apprendre les règles, à 10, le plus fort. Chaque niveau gagne la plupart de ses parties contre le niveau inférieur, mais pas toutes : vous pouvez donc gravir les niveaux un à un. Quatre niveaux gardent les noms qu’ils avaient auparavant : Facile est le niveau 1, Moyen le niveau 5, Difficile le niveau 9 et Expert le niveau 10. À côté de chaque niveau figure sa cote : un joueur de cette cote gagne à peu près la moitié de ses parties contre lui.
    .heading = Dix niveaux
help-weak_levels = Les niveaux 1 à 5 ne regardent que leur propre coup suivant, comme on le fait quand on débute. Le niveau 1 repère au plus un enchaînement de deux sauts, souvent ne voit même pas celui-là et confond des coups presque aussi bons l’un que l’autre ; chaque niveau au-dessus en voit un peu plus, jusqu’au niveau 5, qui prend l’enchaînement le plus long et tient compte du coup qu’il se prépare pour la suite. À partir du niveau 6, l’ordinateur réfléchit aussi à vos réponses, quelques coups à l’avance au niveau 6 et plus loin à chaque niveau suivant. Comme les gens, les niveaux 6 à 9 ont leurs bons et leurs mauvais jours : dans les parties à deux, chacun d’eux joue environ un tiers de ses parties comme le niveau du dessous, et un autre tiers comme celui du dessus. Aucun niveau ne recule jamais tant qu’il peut avancer.
    .heading = Comment jouent les premiers niveaux
help-help_bands = À moins que vous ne les choisissiez vous-même dans les Paramètres, les aides dont vous disposez dépendent de l’ordinateur le plus fort à la table. Contre les niveaux 1 à 5, toutes les aides sont actives : les cases qu’une bille peut atteindre, le trajet d’un enchaînement, les indices et l’annulation des coups. Contre les niveaux 6 à 9, vous voyez encore les cases et les trajets. Contre le niveau 10, seules les cases sont montrées. Les indices viennent toujours du niveau 10.
    .heading = Les aides en cours de partie

## Tips
help-section-tips = Conseils
help-tip_ladders = Des billes alignées, chacune suivie d’une case libre, forment une échelle. Une bille placée juste derrière le premier échelon peut gravir tous les échelons en un seul tour et ressortir devant. Les échelons restent en place : tant que l’échelle tient et que la case au-delà de son extrémité est libre, la prochaine bille qui arrive à son pied peut la gravir à son tour (leçon 5).
    .heading = Construisez des échelles
help-tip_all_marbles = Les obstacles n’ont pas besoin d’être à vous : une bille adverse vous emmène aussi loin qu’une des vôtres. Cherchez les enchaînements sur tout le plateau, pas seulement parmi vos propres billes.
    .heading = Servez-vous de toutes les billes
help-tip_stragglers = Une bille laissée loin derrière doit rentrer pas à pas une fois les autres billes parties, car il ne reste plus rien à sauter autour d’elle. Faites avancer les billes de l’arrière avec le reste.
    .heading = Ne laissez pas de retardataires
help-tip_centre = Passer par le milieu est le chemin le plus court vers l’autre côté, et c’est là que les billes, nombreuses, offrent le plus d’obstacles à sauter.
    .heading = Restez sur l’axe central
help-tip_tip_first = Placez vos premières billes arrivées dans les cases du fond de votre branche d’arrivée, en commençant par la pointe. Les cases proches de l’entrée restent ainsi libres pour les dernières billes.
    .heading = Remplissez depuis la pointe

## Common questions
help-section-questions = Questions fréquentes
help-questions-1 = Oui, dans les six directions, pour les pas comme pour les sauts. Un coup qui ne fait rien gagner en lui-même, en arrière ou de côté, peut amener une bille au départ d’un enchaînement qui va bien plus loin vers l’avant : la leçon 4 le fait avec un saut de côté. La leçon 7 se termine par un saut en arrière, pour sortir d’une branche où la bille n’a pas le droit de s’arrêter.
    .heading = Les billes peuvent-elles reculer ?
help-questions-2 = Une seule bille, de n’importe quelle couleur, juste à côté de la vôtre, à condition que la case derrière elle soit libre. On ne peut pas sauter deux billes alignées à la fois, ni sauter par-dessus une case vide, sauf si Sauts est réglé sur Longs. La bille sautée n’est jamais retirée.
    .heading = Par-dessus quoi peut-on sauter ?
help-questions-3 = Oui. Les deux joueurs se font face depuis les branches du haut et du bas, avec dix billes chacun. Dans certaines familles, chaque joueur joue deux couleurs ; ce jeu s’en tient à une seule.
    .heading = Peut-on jouer à deux ?
help-questions-4 = Les joueurs occupent une branche sur deux, en laissant vides les trois branches intermédiaires : ce sont leurs branches d’arrivée. Rien d’autre ne change.
    .heading = Comment se joue une partie à trois ?
help-questions-5 = Pas dans ce jeu. À cinq, un joueur n’aurait personne en face de lui, ce qui lui faciliterait la course. Choisissez 2, 3, 4 ou 6 joueurs.
    .heading = Peut-on jouer à cinq ?
help-questions-6 = Chaque joueur a dix billes. Le plateau compte 121 cases : 61 dans l’hexagone central et dix dans chacune des six branches.
    .heading = Combien y a-t-il de billes et de cases ?

## A short history
help-section-history = Un peu d’histoire
help-history-1 = Malgré leur nom, les dames chinoises ne viennent pas de Chine et n’ont rien d’un jeu de dames. Leurs racines sont allemandes : le jeu est apparu en 1892 sous le nom de Stern-Halma (« Halma en étoile »), qui transposait sur une étoile le Halma, un jeu sur plateau carré. Ce sont des vendeurs américains qui l’ont baptisé Chinese checkers à la fin des années 1920, et le nom est resté.

## Around the page.

# When the page's order file cannot be read (a fault of the build).
help-unreadable = Impossible de lire la page Comment jouer : { $error }
# Under a diagram of a lesson's position: its number and title.
help-lesson-caption = Leçon { $number }, { $title } : les flèches montrent la réponse.
# The tooltip of the "?" beside a rule option, and the line under its paragraph.
help-what-this-means = Explication
help-click-to-close = Cliquez n’importe où pour fermer.
