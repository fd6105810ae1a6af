# The online screen: host a game or join one, then the lobby of the game
# hosted or joined; and the network's messages on the notice line.
#
# One text comes from the host over the network and stays in English: the
# detail of a move or request the host could not accept ($detail). $reason
# in the "cannot" messages is the operating system's words.

online-heading = Jugar en línea

## The host form (left).

online-host-heading = Crear una partida
online-host-intro = Tus amigos ocupan los asientos libres desde sus dispositivos.
# Label before the buttons 2, 3, 4, 6.
online-players = Jugadores
# Label of a seat's menu in the host form, from 1.
online-seat = Asiento { $seat }
# A choice in a seat's menu: a friend joins this seat from another computer.
online-seat-choice-open = Libre para un amigo
online-your-name = Tu nombre
# The name a host gets who types none: shown to every player, and in the
# name field until one is typed.
online-default-host-name = Anfitrión
# The name a joining player gets who types none.
online-default-guest-name = Invitado
# The name of a game hosted online, as the menu and the saved games show
# it. $name is the host's name.
online-game-name = Partida de { $name }
# The description of a game hosted online, in the saved games.
online-game-description = Jugada en línea
online-port = Puerto
# Label before a field of seconds; the field may be left empty.
online-stand-in-after = Segundos hasta que una máquina ocupe un asiento desconectado
online-stand-in-after-hover = Si se cae la conexión de un amigo, su asiento lo espera este tiempo antes de que lo ocupe una máquina. Déjalo vacío para esperar mientras dure la partida.
online-no-undo = En las partidas en línea no se puede deshacer ni pausar.
online-host-button = Crear partida

## Why the form cannot host or join: the notice line, after Host online or
## Join. $port, $wait, $address and $code are as the player typed them.

online-error-port = No se puede crear la partida: el puerto «{ $port }» no es un número hasta 65535.
online-error-wait = No se puede crear la partida: «{ $wait }» no es un número de segundos. Deja el campo vacío para que un asiento desconectado espere a su jugador.
online-error-no-open-seat = No se puede crear la partida: deja al menos un asiento libre para un amigo.
# $reason is the operating system's words.
online-error-address-lookup = No es posible unirse: no se encuentra ningún anfitrión en «{ $address }»: { $reason }.
online-error-address-no-host = No es posible unirse: no existe el anfitrión «{ $address }».
# $character is the first letter or sign codes never use (such as 0, O, 1, I).
online-error-code-character = No es posible unirse: el código «{ $code }» contiene «{ $character }», un carácter que los códigos nunca usan.
online-error-code-length = No es posible unirse: un código tiene 8 letras y cifras, y «{ $code }» no.

## Why the game could not listen or dial; $reason is the system's words.

online-cannot-listen = No se puede crear la partida: el juego no puede escuchar en el puerto { $port }: { $reason }.
online-cannot-open-socket = No es posible unirse: no se puede abrir ninguna conexión en este equipo: { $reason }.
online-cannot-make-token = No es posible unirse: no se puede preparar la conexión: { $reason }.
online-cannot-connect = No es posible unirse: no se puede iniciar la conexión: { $reason }.

## The join form (right).

online-join-heading = Unirse a una partida
# The host's address, as in 192.168.1.20.
online-address = Dirección
# The join code the host gives out.
online-code = Código
online-any-open-seat = Cualquier asiento libre
# Join without a seat, to watch the game.
online-watch = Observar
# Label before the buttons 1 to 6: the seat to ask for.
online-seat-wish = Asiento
online-join-button = Unirse
online-lan-heading = Partidas en esta red
# A game announced on the local network, as a button. $name is the game's
# name, $address its host's address, $open how many seats are open.
online-lan-game = { $name } en { $address }, { $open ->
    [one] 1 asiento libre
   *[other] { $open } asientos libres
}
online-lan-game-hover = Pone su dirección en el formulario; el código te lo da el anfitrión
online-lan-none = Aún no se ha encontrado ninguna partida en esta red.
# $reason is the operating system's words.
online-lan-cannot-listen = Ahora no se pueden buscar partidas en esta red: { $reason }.

## The lobbies: the seat lists of the game hosted or joined.

online-give-code = Da a tus amigos el código y una de las direcciones:
# A line of a seat list: the seat's number from 1, and who holds it (one of
# the texts below, or a player's name).
online-seat-line = Asiento { $seat }: { $who }
# A computer's seat, in every seat list and menu of this screen. $level is
# the level's name ("Level 9 · Hard"), or in the host's seat menu the level
# as offered with its rating ("Level 9 · Hard · about 2030").
online-seat-computer = Máquina ({ $level })
# A computer playing the seat of $name, whose connection dropped.
online-seat-stand-in = Máquina ({ $level }), sustituyendo a { $name }
# The host's own seat, in the host's lobby.
online-seat-here = { $name } (aquí)
# The host's seat, in a joined player's lobby.
online-seat-host = { $name } (anfitrión)
online-seat-open = libre, esperando a un jugador
# A player whose connection dropped; the seat waits for them.
online-seat-dropped = { $name } (sin conexión)
# A menu on an open seat: a computer of the level picked takes it.
online-computer-menu = Máquina
# A menu: computers of the level picked take every open seat.
online-computers-menu = Máquinas en los asientos libres
online-start = Empezar la partida
online-stop-hosting = Cerrar la partida
online-seats-not-full = Antes de empezar, cada asiento necesita un jugador o una máquina.
# A connection the host refused; $address is where it came from.
online-turned-away-wrong-code = { $address } no pudo unirse: el código no era correcto.
online-turned-away-protocol = { $address } no pudo unirse: es otro programa u otra versión del juego.
online-turned-away-netcode = { $address } no pudo unirse: usa otra versión del protocolo de red.
online-connecting = Conectando con { $address }…
# A joined player's seat, from 1.
online-your-seat = Tienes el asiento { $seat }. El anfitrión empieza la partida.
online-watching = Estás observando. El anfitrión empieza la partida.
online-leave = Salir

## A joined game's news, and why it ended.

# $reason is one of the online-refused-… or online-closing-… texts below.
online-host-refused = El anfitrión lo rechazó: { $reason }.
online-host-closed = El anfitrión cerró la partida: { $reason }.
online-last-game-ended = La última partida terminó: { $reason }.
online-lost-refused = El anfitrión no te dejó unirte: { $reason }.

## Why the host refused a request, as $reason above: lower case, no full stop.

# Two versions of the game that cannot play together: their protocol numbers.
online-refused-version = este juego usa la versión { $asked } del protocolo de red, y el anfitrión, la versión { $spoken }
online-refused-name = un nombre debe tener entre 1 y { $most } caracteres
online-refused-no-such-seat = no existe el asiento { $seat }
online-refused-seat-taken = el asiento { $seat } está ocupado
online-refused-no-open-seat = no queda ningún asiento libre
online-refused-already-seated = ya te has unido
online-refused-no-seat = no tienes asiento en esta partida
online-refused-not-your-turn = no es tu turno
online-refused-wrong-turn = la jugada era para el turno { $asked }, pero la partida va por el turno { $now }
online-refused-no-game = no se está jugando ninguna partida
# $detail is the host's words, in English.
online-refused-not-legal = la jugada no es legal: { $detail }
online-refused-malformed = el anfitrión no pudo leer la petición: { $detail }

## Why the host closed the game, as $reason above.

online-closing-host-left = el anfitrión se ha ido
online-closing-games-over = { $games ->
    [one] la partida ha terminado
   *[other] las { $games } partidas han terminado
}
# $reason says why the game the host sent cannot be loaded (in English).
online-game-does-not-load = La partida del anfitrión no se puede cargar aquí: { $reason }
# $move is the host's move in the board's notation (n1-m5-k5).
online-lost-disagrees = La última partida terminó: la jugada { $move } del anfitrión no es válida según las reglas de aquí.
online-lost-connection = La última partida terminó: se perdió la conexión con { $address }.
online-left-connection-lost = Has salido de la partida: se perdió la conexión con { $address }.
online-no-answer = { $address } no responde: comprueba la dirección y el código.
