# The room screen: playing through a room server, its lobby, tables and chat.
room-heading = Servidor de juego
room-intro = Un servidor de juego reúne muchas mesas. Solo el servidor necesita un puerto abierto: tú te conectas a él desde cualquier lugar.
room-server = Servidor
room-connect = Conectar
room-disconnect = Desconectar
room-connected = Conexión establecida con { $address }.
room-reconnecting = Se perdió la conexión con { $address } ({ $reason }). Volviendo a conectar…
room-open-screen = Servidor de juego…
room-open-screen-note = Juega con quien quieras, desde donde quieras, a través de un servidor.
room-lobby-heading = Mesas públicas
room-lobby-empty = Aún no hay mesas públicas: crea una.
# $taken and $seats count the seats; $clock is room-clock-*; $state is room-state-*.
room-table-line = { $name } · { $taken }/{ $seats } asientos · { $clock } · { $watchers ->
    [one] 1 observador
   *[other] { $watchers } observadores
} · { $state }
room-state-waiting = esperando jugadores
room-state-playing = partida { $game } en juego
room-state-over = partida { $game } terminada
room-clock = Reloj:
room-clock-none = sin reloj
room-clock-game = tiempo por partida
room-clock-correspondence = días por jugada
room-clock-fischer = { $minutes } min + { $seconds } s
room-clock-days = { $days ->
    [one] 1 día por jugada
   *[other] { $days } días por jugada
}
room-minutes = minutos
room-seconds-a-move = segundos añadidos por jugada
room-days-a-move = días por jugada
room-sit = Sentarse
room-open = Abrir
room-your-games-heading = Tus partidas
room-your-games-none = No tienes asiento en ninguna mesa.
room-your-game-waiting = { $name }: esperando jugadores
room-your-game-your-turn = { $name }: tu turno
room-your-game-their-turn = { $name }: turno de otro
room-your-game-over = { $name }: partida terminada
room-create-heading = Crear una mesa
room-table-name = Nombre
room-table-name-hint = Partida de Ana
room-public = Visible para todos (si no, solo con su código)
room-out-of-time = Al agotarse el tiempo:
room-out-of-time-computer = sigue una máquina
room-out-of-time-pass = se pasa el turno
room-wait = Un jugador desconectado se sustituye tras
room-wait-seconds = segundos (0: nunca)
room-create = Crear la mesa
room-starts-when-full = La partida empieza cuando se ocupan todos los asientos.
room-remove = Expulsar
room-leave-table = Dejar la mesa
room-chat-lobby = Chat general
room-chat-table = Chat de la mesa
room-say = Enviar
room-mute-hover = Haz clic para ocultar el chat de este jugador (solo en este equipo)
room-unmute = Volver a mostrar { $muted ->
    [one] al jugador oculto
   *[other] a los { $muted } jugadores ocultos
}
room-time-days = { $days } d { $hours } h
room-gone-left = Has dejado la mesa { $table }.
room-gone-removed = Quien creó la mesa { $table } te expulsó antes de empezar la partida.
room-gone-closed = Se cerró la mesa { $table }.
room-refused-version = Este servidor usa la versión { $spoken } del protocolo del servidor, y este juego, la versión { $asked }: actualiza el juego (o pídeselo a quien gestiona el servidor).
room-refused-proof = El servidor no pudo comprobar tu clave de jugador.
room-refused-elsewhere = Ya tienes una conexión con este servidor desde otra ventana u otro equipo.
room-refused-not-greeted = El servidor esperaba antes un saludo.
room-refused-no-such-table = No hay ninguna mesa { $table } a la que puedas unirte.
room-refused-no-such-code = Ninguna mesa tiene este código.
room-refused-not-at-table = No estás en la mesa { $table }.
room-refused-setup = El servidor no acepta esta partida: { $detail }
room-refused-table-name = El nombre de una mesa debe tener entre 1 y { $most } caracteres.
room-refused-clock = El servidor admite partidas de 10 segundos a 24 horas con un máximo de 10 minutos añadidos por jugada, o de 1 a 14 días por jugada.
room-refused-not-maker = Solo quien creó la mesa puede hacer eso.
room-refused-started = Ese jugador ya ha jugado en esta partida.
room-refused-chat-length = Un mensaje del chat debe tener entre 1 y { $most } caracteres.
room-refused-too-fast = Demasiado rápido: espera { $seconds } s.
room-refused-too-many-tables = Ya tienes tantas mesas abiertas como permite este servidor.
room-closed-by-server = el servidor cerró la conexión
