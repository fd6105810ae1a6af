# The room screen: playing through a room server, its lobby, tables and chat.
room-heading = Serveur de jeu
room-intro = Un serveur de jeu accueille de nombreuses tables. Seul le serveur a besoin d’un port ouvert : vous vous y connectez de n’importe où.
room-server = Serveur
room-connect = Se connecter
room-disconnect = Se déconnecter
room-connected = Connexion établie avec { $address }.
room-reconnecting = La connexion avec { $address } a été perdue ({ $reason }). Nouvelle tentative…
room-open-screen = Serveur de jeu…
room-open-screen-note = Jouez avec n’importe qui, n’importe où, via un serveur.
room-lobby-heading = Tables publiques
room-lobby-empty = Aucune table publique pour l’instant : créez-en une.
# $taken and $seats count the seats; $clock is room-clock-*; $state is room-state-*.
room-table-line = { $name } · { $taken }/{ $seats } places · { $clock } · { $watchers ->
    [one] { $watchers } spectateur
   *[other] { $watchers } spectateurs
} · { $state }
room-state-waiting = en attente de joueurs
room-state-playing = partie { $game } en cours
room-state-over = partie { $game } terminée
room-clock = Pendule :
room-clock-none = sans pendule
room-clock-game = temps par partie
room-clock-correspondence = jours par coup
room-clock-fischer = { $minutes } min + { $seconds } s
room-clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
room-minutes = minutes
room-seconds-a-move = secondes ajoutées par coup
room-days-a-move = jours par coup
room-sit = S’asseoir
room-open = Ouvrir
room-your-games-heading = Vos parties
room-your-games-none = Vous n’avez de place à aucune table.
room-your-game-waiting = { $name } : en attente de joueurs
room-your-game-your-turn = { $name } : à vous de jouer
room-your-game-their-turn = { $name } : à un autre de jouer
room-your-game-over = { $name } : partie terminée
room-create-heading = Créer une table
room-table-name = Nom
room-table-name-hint = Partie d’Anne
room-public = Visible de tous (sinon, seulement avec son code)
room-out-of-time = Temps écoulé :
room-out-of-time-computer = un ordinateur continue
room-out-of-time-pass = le joueur passe son tour
room-wait = Un joueur parti est remplacé après
room-wait-seconds = secondes (0 : jamais)
room-create = Créer la table
room-starts-when-full = La partie commence quand toutes les places sont prises.
room-remove = Renvoyer
room-leave-table = Quitter la table
room-chat-lobby = Discussion générale
room-chat-table = Discussion de la table
room-say = Envoyer
room-mute-hover = Cliquez pour masquer les messages de ce joueur (sur cet ordinateur uniquement)
room-unmute = Réafficher { $muted ->
    [one] le joueur masqué
   *[other] les { $muted } joueurs masqués
}
room-time-days = { $days } j { $hours } h
room-gone-left = Vous avez quitté la table { $table }.
room-gone-removed = Le créateur de la table { $table } vous a retiré votre place avant le début de la partie.
room-gone-closed = La table { $table } a été fermée.
room-refused-version = Ce serveur utilise la version { $spoken } du protocole du serveur, et ce jeu la version { $asked } : mettez le jeu à jour (ou demandez-le au responsable du serveur).
room-refused-proof = Le serveur n’a pas pu vérifier votre clé de joueur.
room-refused-elsewhere = Vous avez déjà une connexion à ce serveur depuis une autre fenêtre ou un autre ordinateur.
room-refused-not-greeted = Le serveur attendait d’abord une salutation.
room-refused-no-such-table = Il n’y a pas de table { $table } que vous puissiez rejoindre.
room-refused-no-such-code = Aucune table n’a ce code.
room-refused-not-at-table = Vous n’êtes pas à la table { $table }.
room-refused-setup = Le serveur n’accepte pas cette partie : { $detail }
room-refused-table-name = Le nom d’une table compte de 1 à { $most } caractères.
room-refused-clock = Le serveur accepte une partie de 10 secondes à 24 heures avec au plus 10 minutes ajoutées par coup, ou de 1 à 14 jours par coup.
room-refused-not-maker = Seul le créateur de la table peut faire cela.
room-refused-started = Ce joueur a déjà joué dans cette partie.
room-refused-chat-length = Un message compte de 1 à { $most } caractères.
room-refused-too-fast = Trop rapide : attendez { $seconds } s.
room-refused-too-many-tables = Vous avez déjà autant de tables ouvertes que ce serveur le permet.
room-closed-by-server = le serveur a fermé la connexion
