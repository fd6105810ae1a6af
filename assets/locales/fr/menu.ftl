# The title screen.

menu-title = Dames chinoises
menu-tagline = Faites traverser l’étoile à vos dix billes
menu-quick-game = Partie rapide
menu-continue = Continuer
# What Continue picks up: the game's name, or none, and the turn it is at.
menu-continue-named = { $name }, au tour { $turn }
menu-continue-unnamed = La partie en cours, au tour { $turn }
menu-more-games = Autres parties
menu-more-games-hint = Des configurations toutes prêtes, ou créez la vôtre
menu-online = Jouer en ligne
menu-online-hint = Créez une partie pour vos amis, ou rejoignez-en une
menu-learn = Apprendre
menu-learn-hint = Des leçons sur le plateau, une idée à la fois
menu-how-to-play = Comment jouer
menu-how-to-play-hint = Les règles, les variantes et quelques conseils
menu-saved-games = Parties enregistrées
menu-saved-games-hint = Revoir, exporter ou supprimer vos parties
menu-statistics = Statistiques
menu-statistics-hint = Votre bilan : victoires, séries, meilleures parties
menu-settings = Paramètres
menu-quit = Quitter

# The quick-game panel.

quick-heading = Partie rapide
# The name a quick game is saved under, as the saved games list it.
quick-game-name = Partie rapide
quick-intro = Vous contre l’ordinateur, en quelques clics.
quick-players = Joueurs
quick-your-seat = Votre place
quick-your-colour = Votre couleur
quick-computers = Ordinateurs
quick-one-level = un seul niveau
quick-each-level = chacun le sien
quick-hops = Sauts
quick-long = Longs
quick-long-hint = Sauter par-dessus une bille plus lointaine et retomber à la même distance derrière elle. Également réglable dans les règles par défaut des Paramètres.
quick-first = Qui commence
quick-start = Jouer
quick-start-key = Entrée
quick-no-rating = Terminez une partie seul contre l’ordinateur, sans aide, pour obtenir une cote et un niveau à votre mesure.
quick-rating = Votre cote est de { $rating } : { $level } est un adversaire à votre mesure.
quick-choose-level = Choisir
quick-choose-level-hint = Tous les ordinateurs jouent à ce niveau
# A seat in the lists: its number and its point of the star (NW, S, …).
quick-seat = Joueur { $seat } ({ $point })
quick-player = Joueur { $seat }
quick-player-you = Joueur { $seat } (vous)
quick-random = Au hasard
