# The lessons' texts. Each lesson is one message, keyed by its file's name:
# the message is its title; .intro explains the idea, .task says what to do,
# .hint helps after a move that does not do the task, .done closes the lesson,
# and each .why-… says why a move falls short in one way.
# Hole names (e5, n1) and the words Player 1, 2, 3 stay as they are on the board.

## Lesson 1: a step to a neighbouring hole.
lesson-01-step = Un pas
    .intro = À chaque tour, vous déplacez l’une de vos billes. Le coup le plus simple est le pas : la bille va sur une case vide juste à côté d’elle. Une case a jusqu’à six voisines : deux dans sa propre rangée, deux dans la rangée du dessus et deux dans celle du dessous.
    .task = Avancez votre bille (en i5) d’une case vers la branche du haut, là où vos billes doivent arriver.
    .hint = Choisissez l’une des deux cases vides juste au-dessus de la bille : h5 ou h6.
    .done = Voilà un tour complet : un pas, et c’est au joueur suivant de jouer.
    .why-starts-on = Déplacez la bille en i5.
    .why-ends-on = Ce pas est autorisé, mais la bille est allée de côté ou en arrière. Votre branche d’arrivée est celle du haut du plateau.

## Lesson 2: a hop over another player's marble, which stays.
lesson-02-hop = Un saut
    .intro = Au lieu d’avancer d’un pas, une bille peut sauter : elle passe par-dessus une bille posée sur une case voisine, en ligne droite, et atterrit sur la case libre juste derrière. N’importe quelle bille peut servir d’obstacle, à vous ou à un autre joueur, et elle reste en place : on ne prend rien.
    .task = Faites sauter votre bille (en k6) par-dessus la bille du joueur 2, juste à côté (en j6).
    .hint = Suivez la ligne droite qui part de votre bille et passe par celle du joueur 2 ; le saut atterrit sur la case vide de l’autre côté.
    .done = Votre bille a atterri en i6, deux cases plus loin sur la ligne, et la bille du joueur 2 est toujours en j6.
    .why-hops-over = Ce coup n’est pas passé par-dessus la bille du joueur 2. Pour sauter, il faut une bille juste à côté de la vôtre, avec une case vide derrière.

## Lesson 3: a chain of two hops, over a friendly and an opposing marble.
lesson-03-chain = Un enchaînement de sauts
    .intro = Un saut ne termine pas forcément le tour. Depuis la case où elle a atterri, la bille peut sauter encore, et encore, chaque fois dans la direction qui lui convient ; le tour s’arrête quand vous décidez de vous arrêter ou qu’il n’y a plus de saut possible. Un tour, c’est un pas ou un enchaînement de sauts, jamais un mélange des deux.
    .task = En un seul tour, faites passer votre bille de derrière (en j5) par-dessus votre propre bille juste devant (i5), puis par-dessus celle du joueur 2 (g6).
    .hint = Sautez d’abord par-dessus i5. Depuis la case où vous atterrissez, g6 est juste à côté, avec une case libre derrière.
    .done = Deux sauts en un tour : par-dessus une bille amie, puis par-dessus une bille adverse. Les deux billes sautées sont toujours sur le plateau.
    .why-starts-on = Déplacez la bille de derrière, en j5.
    .why-hops-over = Ce coup a oublié un obstacle. Après le premier saut, le tour n’est pas fini : continuez à sauter jusqu’à ce que vous décidiez de vous arrêter.

## Lesson 4: a sideways hop that sets up a longer chain forward.
lesson-04-sideways-first = De côté pour mieux avancer
    .intro = Les billes peuvent aller dans toutes les directions : en arrière et de côté aussi bien qu’en avant. Un saut qui ne fait rien gagner en lui-même peut placer une bille au pied d’un long enchaînement, et tout l’enchaînement compte pour un seul tour.
    .task = Amenez votre bille (en i5) dans la branche du haut, en un seul tour.
    .hint = Au-dessus de i5, il n’y a rien à sauter. Regardez sur le côté : un saut vers la droite place la bille sous une ligne d’obstacles.
    .done = Le saut de côté vers i7 a ouvert un enchaînement de sauts qui mène droit dans la branche du haut : en un seul tour, la bille est passée du centre à sa branche d’arrivée.
    .why-ends-on = Ce coup est autorisé, mais la bille n’est pas encore dans la branche du haut. Y a-t-il un autre saut possible depuis la case où elle a atterri ?

## Lesson 5: a straight ladder carries the marble behind it to the front in one turn.
lesson-05-ladders = Les échelles
    .intro = Des billes alignées, chacune suivie d’une case libre, forment une échelle, dont chaque bille est un échelon. Une bille placée juste derrière le premier échelon peut tous les gravir en un seul tour, un saut par échelon, et ressortir devant l’échelle. Construire des échelles, et les garder en place, c’est ainsi que les billes traversent vite le plateau.
    .task = En un seul tour, faites gravir tous les échelons à la bille placée derrière votre échelle, celle de votre branche de départ (en o1), jusqu’à ce qu’elle ressorte devant.
    .hint = Sautez d’abord par-dessus n2, puis par-dessus chaque échelon l’un après l’autre, tout droit le long de la ligne qui monte vers la droite.
    .done = Quatre sauts en un tour, tout droit le long de la ligne, de votre branche de départ jusqu’en g9, devant l’échelle. Les échelons n’ont pas bougé : dès que la bille en g9 repartira, la bille suivante pourra gravir la même échelle.
    .why-starts-on = Déplacez la bille qui se trouve derrière l’échelle, en o1.
    .why-min-hops = La bille s’est arrêtée avant le bout de l’échelle. Un enchaînement peut continuer tant qu’il reste une bille à sauter avec une case libre derrière elle.

## Lesson 6: long hops, over a distant marble.
lesson-06-long-jumps = Sauts longs (variante)
    .intro = Certaines familles jouent avec des sauts longs, une variante aussi appelée « super dames chinoises » ; cette leçon l’active. En ligne droite, la première bille que rencontre la vôtre sert d’obstacle, aussi loin soit-elle. Le saut retombe aussi loin derrière l’obstacle que votre bille se trouvait devant lui, et toutes les cases traversées, sauf celle de l’obstacle, doivent être vides. Sauter par-dessus une bille juste à côté de la vôtre n’est que le plus court des sauts longs. Pour jouer ainsi, réglez Sauts sur Longs en préparant une partie.
    .task = Faites sauter votre bille (en m7) par-dessus la bille du joueur 2, trois cases plus loin sur la ligne qui monte vers la droite (en j7).
    .hint = Comptez les cases entre votre bille et l’obstacle. La bille retombe le même nombre de cases au-delà, et les cases des deux côtés doivent être libres.
    .done = Trois cases jusqu’à l’obstacle, trois au-delà : votre bille a atterri en g9. Avec le réglage standard de la règle Sauts, Courts, cette bille aurait été hors de portée.
    .why-hops-over = Ce coup ne s’est pas servi de la bille en j7. Avec les sauts longs, elle sert d’obstacle même à trois cases de distance.

## Lesson 7: Parking, Not in others' points, refuses a stop in another player's point, not a chain through it.
lesson-07-no-parking = Stationnement : pas chez les autres
    .intro = Le réglage standard de la règle Stationnement est Pas chez les autres, la règle maison dite « stationnement interdit » : un coup ne peut pas se terminer dans une branche qui est le départ ou l’arrivée d’un autre joueur, sauf si c’est aussi l’une de vos deux branches. Un enchaînement peut quand même traverser une telle branche. Les branches qu’aucun joueur n’utilise restent ouvertes : à deux joueurs, la règle ne change donc rien. À trois joueurs, comme ici, vous ne pouvez vous arrêter qu’au centre et dans vos deux branches.
    .task = Votre bille du centre (en g9) se trouve à côté de la branche en haut à droite, le départ du joueur 3. Sautez dans cette branche et ressortez-en vers le centre, en un seul tour.
    .hint = Impossible de s’arrêter en g11. Sautez par-dessus g10 pour entrer dans la branche, puis par-dessus h10 pour en ressortir.
    .done = L’enchaînement a traversé la branche du joueur 3 en g11 et s’est terminé en i9, au centre, ce qui est permis. Terminer le coup en g11 ne l’aurait pas été.
    .why-starts-on = Déplacez la bille en g9.
    .why-passes-through = Ce coup est autorisé, mais il n’a pas traversé la branche du joueur 3. Sautez-y et ressortez-en dans le même tour.

## Lesson 8: three players, Player 1 one move from finishing.
lesson-08-three-players = Trois joueurs
    .intro = À trois joueurs, les billes partent d’une branche sur deux : en bas, en haut à gauche et en haut à droite. Les trois branches à atteindre sont vides au départ. On joue dans l’ordre Joueur 1, Joueur 2, Joueur 3, puis on recommence, et le but reste le même : remplir la branche opposée à votre départ.
    .task = Le joueur 1 est à un coup de finir. Trouvez ce coup.
    .hint = Une case de la branche du haut est encore vide. Laquelle de vos billes peut l’atteindre en un seul coup ?
    .done = Chaque case de la branche du haut porte l’une de vos billes : le joueur 1 a fini et gagne la partie.
    .why-finishes = Ce coup est autorisé, mais la branche du haut a encore une case vide.

## Lesson 9: four players, filling the last hole of the target.
lesson-09-four-players = Quatre joueurs
    .intro = À quatre joueurs, les billes partent des quatre branches latérales. Les branches du haut et du bas sont vides au départ : personne ne doit les atteindre, donc tout le monde peut s’en servir. Le joueur 1 part de la branche en bas à gauche et fonce vers celle en haut à droite, et l’on joue à tour de rôle du joueur 1 au joueur 4.
    .task = Une case de votre branche d’arrivée, celle en haut à droite, est encore vide. Remplissez-la pour finir.
    .hint = Votre bille en i8 ne peut pas avancer d’un pas jusqu’à la case vide, mais il y a une bille par-dessus laquelle elle peut sauter.
    .done = La dernière case est remplie : le joueur 1 a fini le premier.
    .why-finishes = Ce coup est autorisé, mais la branche en haut à droite a encore une case vide.

## Lesson 10: Finishing, Target full: a finish with an opponent's marble left in the target.
lesson-10-no-blocking = Arrivée : branche pleine
    .intro = Il arrive qu’un joueur laisse une bille chez lui, dans la branche même que vous cherchez à remplir. Avec le réglage standard de la règle Arrivée, Branche pleine (la règle maison dite « pas de blocage »), cette bille ne peut pas vous arrêter : vous avez fini quand chaque case de votre branche d’arrivée porte une bille et qu’au moins l’une d’elles est à vous. Le choix plus strict, Toutes à vous, exige que vos propres billes occupent les dix cases ; pour jouer ainsi, réglez Arrivée sur Toutes à vous en préparant une partie.
    .task = Le joueur 2 a laissé une bille chez lui (en b2), dans votre branche d’arrivée. Remplissez la dernière case vide de la branche du haut pour finir.
    .hint = La case vide est c3. Votre bille en e9 peut y sauter.
    .done = Vous avez fini, alors que la bille du joueur 2 est toujours en b2 : avec Branche pleine, elle remplit sa case comme n’importe quelle autre. Avec Toutes à vous, le même coup ne suffirait pas, et il faudrait attendre que le joueur 2 sorte cette bille.
    .why-finishes = Ce coup est autorisé, mais c3 est toujours vide : chaque case de la branche d’arrivée doit porter une bille.
