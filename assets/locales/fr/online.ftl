# The online screen: host a game or join one, then the lobby of the game
# hosted or joined; and the network's messages on the notice line.
#
# One text comes from the host over the network and stays in English: the
# detail of a move or request the host could not accept ($detail). $reason
# in the "cannot" messages is the operating system's words.

online-heading = Jouer en ligne

## The host form (left).

online-host-heading = Héberger une partie
online-host-intro = Vos amis rejoignent les places libres depuis leur propre ordinateur.
# Label before the buttons 2, 3, 4, 6.
online-players = Joueurs
# Label of a seat's menu in the host form, from 1.
online-seat = Place { $seat }
# A choice in a seat's menu: a friend joins this seat from another computer.
online-seat-choice-open = Libre pour un ami
online-your-name = Votre nom
# The name a host gets who types none: shown to every player, and in the
# name field until one is typed.
online-default-host-name = Hôte
# The name a joining player gets who types none.
online-default-guest-name = Invité
# The name of a game hosted online, as the menu and the saved games show
# it. $name is the host's name.
online-game-name = Partie de { $name }
# The description of a game hosted online, in the saved games.
online-game-description = Jouée en ligne
online-port = Port
# Label before a field of seconds; the field may be left empty.
online-stand-in-after = Secondes avant qu’un ordinateur remplace un joueur déconnecté
online-stand-in-after-hover = Quand la connexion d’un ami est coupée, sa place l’attend pendant ce nombre de secondes avant qu’un ordinateur ne la reprenne. Laissez vide pour l’attendre aussi longtemps que dure la partie.
online-no-undo = L’annulation et la pause sont désactivées en ligne.
online-host-button = Héberger

## Why the form cannot host or join: the notice line, after Host online or
## Join. $port, $wait, $address and $code are as the player typed them.

online-error-port = Impossible d’héberger : le port « { $port } » n’est pas un nombre compris entre 0 et 65535.
online-error-wait = Impossible d’héberger : « { $wait } » n’est pas un nombre de secondes. Laissez le champ vide pour qu’une place abandonnée attende son joueur.
online-error-no-open-seat = Impossible d’héberger : laissez au moins une place libre pour un ami.
# $reason is the operating system's words.
online-error-address-lookup = Impossible de rejoindre : aucun hôte trouvé à l’adresse « { $address } » : { $reason }.
online-error-address-no-host = Impossible de rejoindre : l’hôte « { $address } » n’existe pas.
# $character is the first letter or sign codes never use (such as 0, O, 1, I).
online-error-code-character = Impossible de rejoindre : le code « { $code } » contient « { $character } », qui n’apparaît jamais dans les codes.
online-error-code-length = Impossible de rejoindre : un code compte 8 lettres et chiffres, ce qui n’est pas le cas de « { $code } ».

## Why the game could not listen or dial; $reason is the system's words.

online-cannot-listen = Impossible d’héberger : le jeu ne peut pas écouter sur le port { $port } : { $reason }.
online-cannot-open-socket = Impossible de rejoindre : aucune connexion ne peut être ouverte sur cet ordinateur : { $reason }.
online-cannot-make-token = Impossible de rejoindre : la connexion ne peut pas être préparée : { $reason }.
online-cannot-connect = Impossible de rejoindre : la connexion ne peut pas démarrer : { $reason }.

## The join form (right).

online-join-heading = Rejoindre une partie
# The host's address, as in 192.168.1.20.
online-address = Adresse
# The join code the host gives out.
online-code = Code
online-any-open-seat = N’importe quelle place
# Join without a seat, to watch the game.
online-watch = Regarder
# Label before the buttons 1 to 6: the seat to ask for.
online-seat-wish = Place
online-join-button = Rejoindre
online-lan-heading = Parties sur ce réseau
# A game announced on the local network, as a button. $name is the game's
# name, $address its host's address, $open how many seats are open.
online-lan-game = { $name } sur { $address }, { $open ->
    [one] { $open } place libre
   *[other] { $open } places libres
}
online-lan-game-hover = Remplir son adresse ; l’hôte vous donnera le code
online-lan-none = Aucune partie trouvée sur ce réseau pour l’instant.
# $reason is the operating system's words.
online-lan-cannot-listen = Impossible de chercher des parties sur ce réseau pour le moment : { $reason }.

## The lobbies: the seat lists of the game hosted or joined.

online-give-code = Donnez à vos amis le code et l’une des adresses :
# A line of a seat list: the seat's number from 1, and who holds it (one of
# the texts below, or a player's name).
online-seat-line = Place { $seat } : { $who }
# A computer's seat, in every seat list and menu of this screen. $level is
# the level's name ("Level 9 · Hard"), or in the host's seat menu the level
# as offered with its rating ("Level 9 · Hard · about 2030").
online-seat-computer = Ordinateur ({ $level })
# A computer playing the seat of $name, whose connection dropped.
online-seat-stand-in = Ordinateur ({ $level }), à la place de { $name }
# The host's own seat, in the host's lobby.
online-seat-here = { $name } (ici)
# The host's seat, in a joined player's lobby.
online-seat-host = { $name } (l’hôte)
online-seat-open = libre, en attente d’un joueur
# A player whose connection dropped; the seat waits for them.
online-seat-dropped = { $name } (déconnecté)
# A menu on an open seat: a computer of the level picked takes it.
online-computer-menu = Ordinateur
# A menu: computers of the level picked take every open seat.
online-computers-menu = Ordinateurs aux places libres
online-start = Lancer la partie
online-stop-hosting = Arrêter d’héberger
online-seats-not-full = Chaque place doit d’abord avoir un joueur ou un ordinateur.
# A connection the host refused; $address is where it came from.
online-turned-away-wrong-code = { $address } n’a pas pu rejoindre : le code était incorrect.
online-turned-away-protocol = { $address } n’a pas pu rejoindre : c’est un autre programme, ou une autre version du jeu.
online-turned-away-netcode = { $address } n’a pas pu rejoindre : sa version du protocole réseau est différente.
online-connecting = Connexion à { $address }…
# A joined player's seat, from 1.
online-your-seat = Vous avez la place { $seat }. C’est l’hôte qui lance la partie.
online-watching = Vous êtes spectateur. C’est l’hôte qui lance la partie.
online-leave = Quitter

## A joined game's news, and why it ended.

# $reason is one of the online-refused-… or online-closing-… texts below.
online-host-refused = L’hôte a refusé : { $reason }.
online-host-closed = L’hôte a fermé la partie : { $reason }.
online-last-game-ended = La dernière partie s’est terminée : { $reason }.
online-lost-refused = L’hôte ne vous a pas laissé entrer : { $reason }.

## Why the host refused a request, as $reason above: lower case, no full stop.

# Two versions of the game that cannot play together: their protocol numbers.
online-refused-version = ce jeu utilise la version { $asked } du protocole réseau, et l’hôte la version { $spoken }
online-refused-name = un nom doit compter de 1 à { $most } caractères
online-refused-no-such-seat = la place { $seat } n’existe pas
online-refused-seat-taken = la place { $seat } est déjà prise
online-refused-no-open-seat = aucune place n’est libre
online-refused-already-seated = vous avez déjà rejoint la partie
online-refused-no-seat = vous n’avez pas de place dans cette partie
online-refused-not-your-turn = ce n’est pas votre tour
online-refused-wrong-turn = le coup était prévu pour le tour { $asked }, mais la partie en est au tour { $now }
online-refused-no-game = aucune partie n’est en cours
# $detail is the host's words, in English.
online-refused-not-legal = le coup n’est pas autorisé : { $detail }
online-refused-malformed = l’hôte n’a pas pu lire la demande : { $detail }

## Why the host closed the game, as $reason above.

online-closing-host-left = l’hôte est parti
online-closing-games-over = { $games ->
    [one] la partie est terminée
   *[other] les { $games } parties sont terminées
}
# $reason says why the game the host sent cannot be loaded (in English).
online-game-does-not-load = La partie de l’hôte ne peut pas être chargée ici : { $reason }
# $move is the host's move in the board's notation (n1-m5-k5).
online-lost-disagrees = La dernière partie s’est terminée : le coup { $move } de l’hôte n’est pas conforme aux règles appliquées ici.
online-lost-connection = La dernière partie s’est terminée : la connexion avec { $address } a été perdue.
online-left-connection-lost = Partie quittée : la connexion avec { $address } a été perdue.
online-no-answer = Pas de réponse de { $address } : vérifiez l’adresse et le code.
