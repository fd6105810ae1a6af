# The How to play page. help-title is the page's title; each help-section-…
# is a section's heading, and the help-… messages after it are its paragraphs,
# in order; a paragraph's .heading is shown in bold above it. Hole names and
# moves (e5, n1-m5) stay as they are. The headings of the rule options
# (Hops, Parking, Finishing, …) are the names the rules form gives them.

help-title = Cómo jugar

## The goal
help-section-goal = El objetivo
help-goal-1 = Las damas chinas son una carrera a través de una estrella de seis puntas. Cada jugador tiene diez canicas, que empiezan en una punta de la estrella, y debe llevarlas a la punta que tiene justo enfrente, al otro lado del tablero. Gana el primero en llenarla.
help-goal-2 = Con la opción estándar de «Llegada», «Meta llena», la punta cuenta como llena en cuanto todas sus casillas tienen una canica y al menos una de ellas es tuya, así que una canica que alguien deje atrás no puede frenarte. La opción más estricta, «Todas tuyas», exige que las diez casillas tengan canicas tuyas (consulta «Llegada» más abajo).

## Setting up
help-section-setup = Preparación
help-setup-1 = El tablero tiene 121 casillas: un hexágono de 61 en el centro y seis puntas de diez casillas cada una. La meta de cada jugador es la punta opuesta a su salida. Se juega con 2, 3, 4 o 6 jugadores.
help-two_players = Los dos jugadores empiezan en las puntas de abajo y de arriba y corren el uno hacia el otro. Las otras cuatro puntas no se usan.
    .heading = Dos jugadores
help-three_players = Los jugadores ocupan puntas alternas de la estrella: abajo, arriba a la izquierda y arriba a la derecha. Las tres puntas que quedan entre ellas, que son sus metas, empiezan vacías.
    .heading = Tres jugadores
help-four_players = Los jugadores empiezan en las cuatro puntas laterales, en dos pares de puntas enfrentadas. Las puntas de arriba y de abajo no se usan.
    .heading = Cuatro jugadores
help-six_players = Todas las puntas tienen canicas de un jugador, y cada jugador corre derecho hacia la salida de otro.
    .heading = Seis jugadores
help-setup-2 = El turno pasa alrededor de la estrella en el sentido de las agujas del reloj: el Jugador 1, el Jugador 2, etc., y de nuevo el Jugador 1. Empieza el Jugador 1, salvo que elijas otra cosa: tanto la partida rápida como la pantalla «Más partidas» tienen la opción «Quién empieza», para elegir quién abre la partida o sortear un jugador al empezar.
    .heading = Orden de turnos

## A turn
help-section-turn = El turno
help-turn-1 = En tu turno mueves una de tus canicas, con un paso o con una cadena de saltos; un turno es siempre lo uno o lo otro, nunca una mezcla. No se puede pasar mientras tengas alguna jugada posible, pero el jugador que se queda sin ninguna jugada pasa.
help-step = Un paso lleva la canica a una casilla vacía que tiene justo al lado. Una casilla tiene hasta seis vecinas: dos en su fila, dos en la fila de arriba y dos en la de abajo.
    .heading = Pasos
help-hop = Un salto lleva la canica, en línea recta, por encima de una canica situada en una casilla vecina, hasta la casilla libre justo detrás. La canica saltada puede ser tuya o de cualquier otro, y se queda donde está: nunca se captura nada.
    .heading = Saltos
help-chain = Tras un salto, la canica puede volver a saltar una y otra vez, siempre que cada salto empiece donde cayó el anterior. Cada salto puede ir en una dirección nueva, y puedes parar después de cualquiera de ellos. Toda la cadena es un solo turno. Las canicas pueden moverse en cualquier dirección, también hacia atrás y de lado.
    .heading = Cadenas

## Controls
help-section-controls = Controles
help-mouse = Haz clic en una de tus canicas para levantarla y luego en la casilla adonde debe ir; si la ayuda de la ruta está activada, al pasar el puntero por una casilla se ve antes el camino que seguiría la canica. Si haces clic en otra de tus canicas, se levanta esa en su lugar, y un clic en cualquier otro sitio suelta la canica levantada. Mientras se muestra una jugada, un clic la termina al instante. Arrastra con el botón derecho para girar el tablero y usa la rueda para acercar o alejar. El botón «Vista superior», junto a «Pausa», muestra toda la estrella desde arriba; «Vista del asiento», que aparece en su lugar, vuelve atrás.
    .heading = Ratón
help-touch = Toca una canica y luego la casilla adonde debe ir. Desliza dos dedos juntos para girar el tablero y pellizca para hacer zoom.
    .heading = Pantalla táctil
help-keys = Tab y Mayús+Tab recorren una a una tus canicas que pueden moverse, y Enter levanta la elegida; después, Tab y Mayús+Tab recorren las casillas a las que puede llegar, y Enter hace la jugada. Esc suelta la canica levantada, o pausa la partida si no hay ninguna levantada. Espacio termina al instante la jugada que se está mostrando. U deshace una jugada y H pide una pista, cuando esas ayudas están permitidas. Las flechas giran e inclinan el tablero, + y - acercan y alejan, T muestra el tablero desde justo encima y, pulsada otra vez, vuelve a tu asiento, y R recupera la vista habitual. En el menú, Enter empieza la partida rápida. F11 cambia entre ventana y pantalla completa, y F12 guarda una captura de pantalla.
    .heading = Teclado
help-lesson_keys = A juega la solución de la lección y, una vez cumplido el objetivo, Enter abre la lección siguiente.
    .heading = En una lección
help-replay_keys = Espacio reproduce y pausa; las flechas izquierda y derecha van un turno atrás o adelante; Inicio y Fin van al primer y al último turno; - y + reducen a la mitad y duplican la velocidad; V muestra u oculta el análisis de cada jugada.
    .heading = Al ver una repetición

## Hole names
help-section-holes = Nombres de las casillas
help-holes-1 = El juego nombra las casillas con una letra y un número: en las lecciones, en la última jugada y en la pista durante la partida, y en la lista de jugadas de una repetición. Las 17 filas del tablero llevan letras desde la a, la casilla solitaria del vértice de arriba, hasta la q, la casilla solitaria del vértice de abajo. Dentro de cada fila, las casillas se numeran desde 1 en el extremo izquierdo.
help-holes-2 = a1 es el vértice de arriba y q1 el de abajo. La fila e es la fila larga de 13 casillas justo debajo de la punta de arriba, así que e1 y e13 son sus dos extremos: los vértices de las puntas superior izquierda y superior derecha. La fila i, la del medio, tiene nueve casillas; i5 es el centro del tablero.
    .heading = Ejemplos
help-holes-3 = Una jugada se escribe con las casillas por las que pasa su canica, unidas por guiones: n1-m5 es un paso, y o1-m5-k5 es una cadena de dos saltos que empieza en o1, cae en m5 y termina en k5.
    .heading = Jugadas

## Variants and house rules
help-section-variants = Variantes y reglas caseras
help-variants-1 = Cada familia juega a las damas chinas a su manera. El juego ofrece las variantes más comunes como opciones de reglas, en la pantalla «Más partidas» y en las reglas por defecto de Ajustes; cada párrafo de abajo lleva como título el nombre de la opción tal como aparece en pantalla, y se indica cuál es la opción estándar.
help-jumps = Adyacentes (estándar): el salto pasa por encima de una canica que está justo al lado de la tuya y cae en la casilla inmediatamente detrás. Largos, la variante de los saltos largos, también conocida como Super Chinese Checkers: en línea recta, la primera canica que encuentra la tuya es el obstáculo, por lejos que esté; el salto cae al otro lado, a la misma distancia a la que estaba tu canica antes de él, y todas las casillas que cruza, salvo la del obstáculo, deben estar vacías. Los saltos largos hacen la partida mucho más rápida.
    .heading = Saltos
help-parking = Esta regla solo decide dónde puede terminar una jugada; una cadena de saltos puede pasar por cualquier punta. No en puntas ajenas (estándar, la regla casera conocida como «prohibido estacionar»): una jugada no puede terminar en una punta que sea la salida o la meta de otro jugador, salvo que esa punta sea también una de tus dos puntas. Tu meta y tu salida siempre están permitidas, y las puntas que no usa nadie siguen abiertas. Con dos jugadores esto no cambia nada, porque las únicas puntas en uso son las dos que comparten los jugadores. Con tres jugadores solo puedes parar en el centro y en tus dos puntas. Cualquier lugar: una jugada puede terminar en cualquier casilla vacía. Solo puntas propias: una jugada solo puede terminar en el centro o en tu punta de salida o de meta, nunca en una punta sin usar.
    .heading = Dónde parar
help-unused_points = Con dos o cuatro jugadores, algunas puntas no son la salida ni la meta de nadie. Abiertas (estándar): son casillas normales, y cualquiera puede pasar por ellas saltando o parar en ellas. Retiradas: se quitan del tablero, así que ninguna canica puede caer en ellas y ningún salto, corto o largo, puede cruzarlas, como cuando una familia las llena de canicas sobrantes.
    .heading = Puntas sin usar
help-win = Meta llena (estándar, la regla casera conocida como «prohibido bloquear»): has terminado cuando todas las casillas de tu meta tienen una canica y al menos una de ellas es tuya. Una canica que otro jugador deja en tu meta cuenta como si llenara su casilla, así que nadie puede bloquearte quedándose en casa. Todas tuyas: solo has terminado cuando las diez casillas de tu meta tienen canicas tuyas.
    .heading = Llegada
help-target_lock = No (estándar): una canica que está en su meta puede volver a salir. Fin de jugada: una canica que está en su meta solo puede moverse a otra casilla de esa punta; una cadena de saltos aún puede salir y volver a entrar, siempre que la jugada termine dentro. Toda la jugada: en cuanto una canica está en su meta, aunque solo haya caído allí a mitad de una cadena, todos los saltos siguientes también deben caer dentro de la meta.
    .heading = Bloqueo de meta
help-play_on = No (estándar): la partida acaba en cuanto un jugador termina, y ese jugador gana. Sí: se salta el turno de quienes ya han terminado, y los demás siguen jugando por el segundo puesto, el tercero y los siguientes, hasta que solo queda un jugador.
    .heading = Seguir jugando
help-equal_turns = No (estándar): el primer jugador que termina gana en el acto. Sí: la ronda en la que alguien termina se juega hasta el final, para que todos hayan tenido el mismo número de turnos, y todos los que terminan en esa ronda comparten el primer puesto. Con dos jugadores, el que mueve en segundo lugar tiene un turno más cuando el otro termina; si con ese turno también termina, la partida acaba en empate.
    .heading = Turnos iguales
help-turn_limit = Sin límite (estándar). Con límite, la partida acaba tras ese número de turnos en total, contando los turnos de todos los jugadores. Acabe como acabe la partida, los jugadores que no han terminado se clasifican detrás de los que sí, según la distancia que aún les falta: el total de pasos desde cada una de sus canicas hasta el vértice más alejado de su meta en un tablero vacío. Cuanto menos, mejor, y los totales iguales comparten puesto. Si además marcas «Empate», todos los que no hayan terminado al llegar al límite comparten un mismo puesto.
    .heading = Límite de turnos
help-repetition_draw = No (estándar). Sí: si la misma posición se da por tercera vez y le toca mover al mismo jugador, la partida se detiene ahí, y todos los que no han terminado comparten un mismo puesto. Un jugador que va por detrás puede buscar esta salida, así que a quien va por delante le conviene variar sus jugadas.
    .heading = Empate por repetición
help-presets = Un reglamento fija todas las reglas a la vez. «Estándar» es el juego tal como lo juega la mayoría de las familias, con cada opción en su valor estándar. «CCERL-2P10-v2» es el reglamento de una lista pública de puntuación de motores para dos jugadores: «Dónde parar» en «Cualquier lugar», «Bloqueo de meta» en «Toda la jugada», «Turnos iguales» en «Sí», «Empate por repetición» en «Sí» y un «Límite de turnos» de 240 turnos con «Empate».
    .heading = Reglamento
help-teams = Sin equipos (estándar): cada uno juega por su cuenta. Compañero enfrente, con cuatro o seis jugadores: cada jugador forma equipo con el que se sienta al otro lado del tablero, de modo que cada uno corre hacia la salida del otro. Con cuatro jugadores salen dos equipos, los jugadores 1 y 3 contra los jugadores 2 y 4; con seis, tres equipos: 1 y 4, 2 y 5, 3 y 6. Un equipo ha terminado cuando han terminado todos sus miembros, y gana el primer equipo que termina; se salta el turno de un jugador que ya tiene todas sus canicas en casa mientras su compañero sigue jugando. Un archivo de partida también puede definir sus propios equipos, y el jugador que quede fuera de ellos juega solo.
    .heading = Equipos

## Computer opponents
help-section-computers = Jugar contra la máquina
help-levels = La máquina juega en diez niveles, desde el 1, para quien acaba de aprender las reglas, hasta el 10, el más fuerte. Cada nivel gana la mayoría de sus partidas contra el nivel inferior, pero no todas, así que puedes subir la escalera de nivel en nivel. Cuatro niveles conservan los nombres que tenían antes: Fácil es el nivel 1, Medio el 5, Difícil el 9 y Experto el 10. Junto a cada nivel aparece su puntuación: un jugador con esa puntuación gana más o menos la mitad de sus partidas contra él.
    .heading = Diez niveles
help-weak_levels = Los niveles 1 a 5 solo miran su propia jugada siguiente, como hace la gente cuando empieza. El nivel 1 ve como mucho cadenas de dos saltos, a menudo ni siquiera ve esas y se equivoca al elegir entre jugadas casi igual de buenas; cada nivel ve un poco más que el anterior, hasta que el nivel 5 elige la cadena más larga y tiene en cuenta la jugada que deja preparada para el turno siguiente. A partir del nivel 6, la máquina también piensa en tus respuestas: unas pocas jugadas por delante en el 6, y más en cada nivel siguiente. Como las personas, los niveles 6 a 9 tienen días buenos y malos: en las partidas de dos jugadores, cada uno juega cerca de un tercio de sus partidas como el nivel inferior y otro tercio como el superior. Ningún nivel retrocede nunca mientras tenga una jugada hacia delante.
    .heading = Cómo juegan los niveles bajos
help-help_bands = Salvo que elijas tus propias ayudas en Ajustes, las que recibes dependen de la máquina más fuerte de la mesa. Contra los niveles 1 a 5 están todas activadas: las casillas a las que puede llegar una canica, la ruta de una cadena, las pistas y deshacer jugadas. Contra los niveles 6 a 9 sigues viendo las casillas y las rutas. Contra el nivel 10 solo se muestran las casillas. Las pistas siempre las da el nivel 10.
    .heading = Ayudas durante la partida

## Tips
help-section-tips = Consejos
help-tip_ladders = Varias canicas en línea recta con una casilla libre detrás de cada una forman una escalera. Una canica justo detrás de su primer peldaño puede subir todos los peldaños en un solo turno y salir por delante. Los peldaños se quedan donde están, así que, mientras la escalera siga en pie y la casilla que hay delante esté libre, la siguiente canica que llegue a su pie también podrá subirla (lección 5).
    .heading = Construye escaleras
help-tip_all_marbles = Los obstáculos no tienen por qué ser tuyos: una canica rival te lleva igual de lejos que una de las tuyas. Busca cadenas en todo el tablero, no solo entre tus propias canicas.
    .heading = Usa las canicas de todos
help-tip_stragglers = Una canica que se queda muy atrás tiene que arrastrarse hasta la meta paso a paso cuando las demás ya se han ido, porque ya no le queda cerca nada por encima de lo que saltar. Lleva las canicas de atrás junto con el resto.
    .heading = No dejes rezagadas
help-tip_centre = Cruzar por el medio es el camino más corto hasta el otro lado, y el montón de canicas que se junta allí ofrece más obstáculos que ningún otro sitio.
    .heading = Ve por el centro
help-tip_tip_first = Coloca las primeras canicas que lleguen en las casillas más alejadas de tu meta, empezando por el vértice. Así, las casillas cercanas a la entrada quedan libres para las canicas que lleguen al final.
    .heading = Llena desde el vértice

## Common questions
help-section-questions = Preguntas frecuentes
help-questions-1 = Sí, en cualquiera de las seis direcciones, tanto en pasos como en saltos. Una jugada que por sí sola no gana nada, hacia atrás o de lado, puede llevar una canica al inicio de una cadena que avanza mucho más: la lección 4 lo hace con un salto lateral. La lección 7 termina con un salto hacia atrás, para salir de una punta donde la canica no puede parar.
    .heading = ¿Las canicas pueden ir hacia atrás?
help-questions-2 = Una sola canica de cualquier color que esté justo al lado de la tuya, siempre que la casilla del otro lado esté libre. No se pueden saltar dos canicas seguidas a la vez, y un hueco vacío no se puede saltar de ningún modo, salvo que «Saltos» esté en «Largos». La canica saltada nunca se retira.
    .heading = ¿Qué se puede saltar?
help-questions-3 = Sí. Los dos jugadores se enfrentan desde las puntas de arriba y de abajo, con diez canicas cada uno. En algunas casas se juega con dos colores por jugador; este juego se limita a uno.
    .heading = ¿Pueden jugar dos personas?
help-questions-4 = Los jugadores ocupan puntas alternas de la estrella y dejan vacías las tres puntas que hay entre ellos: esas son sus metas. Todo lo demás es igual.
    .heading = ¿Cómo es una partida de tres?
help-questions-5 = En este juego, no. Con cinco, un jugador no tendría a nadie corriendo hacia él, y su carrera sería más fácil. Elige 2, 3, 4 o 6.
    .heading = ¿Pueden jugar cinco personas?
help-questions-6 = Cada jugador tiene diez canicas. El tablero tiene 121 casillas: 61 en el hexágono central y diez en cada una de las seis puntas.
    .heading = ¿Cuántas canicas y casillas hay?

## A short history
help-section-history = Un poco de historia
help-history-1 = Pese a su nombre, el juego no viene de China ni es ninguna clase de damas. Sus raíces son alemanas: apareció en 1892 con el nombre de Stern-Halma (halma estrella), que llevaba a una estrella el Halma, un juego de tablero cuadrado. Los vendedores estadounidenses lo llamaron Chinese checkers («damas chinas») a finales de los años veinte, y el nombre se quedó.

## Around the page.

# When the page's order file cannot be read (a fault of the build).
help-unreadable = No se puede leer la página «Cómo jugar»: { $error }
# Under a diagram of a lesson's position: its number and title.
help-lesson-caption = Lección { $number }, { $title }: las flechas muestran la solución.
# The tooltip of the "?" beside a rule option, and the line under its paragraph.
help-what-this-means = Qué significa
help-click-to-close = Haz clic en cualquier sitio para cerrar.
