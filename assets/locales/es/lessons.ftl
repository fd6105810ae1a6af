# The lessons' texts. Each lesson is one message, keyed by its file's name:
# the message is its title; .intro explains the idea, .task says what to do,
# .hint helps after a move that does not do the task, .done closes the lesson,
# and each .why-… says why a move falls short in one way.
# Hole names (e5, n1) and the words Player 1, 2, 3 stay as they are on the board.

## Lesson 1: a step to a neighbouring hole.
lesson-01-step = Un paso
    .intro = En cada turno mueves una de tus canicas. La jugada más sencilla es un paso: la canica va a una casilla vacía que tiene justo al lado. Una casilla tiene hasta seis vecinas: dos en su misma fila, dos en la fila de arriba y dos en la de abajo.
    .task = Avanza tu canica (en i5) una casilla hacia la punta de arriba, hacia donde corren tus canicas.
    .hint = Elige una de las dos casillas vacías justo encima de la canica: h5 o h6.
    .done = Eso ha sido un turno completo: un paso, y ahora le toca al siguiente jugador.
    .why-starts-on = Mueve la canica de i5.
    .why-ends-on = Ese paso es legal, pero fue de lado o hacia atrás. Tu meta es la punta de arriba del tablero.

## Lesson 2: a hop over another player's marble, which stays.
lesson-02-hop = Un salto
    .intro = En lugar de dar un paso, una canica puede saltar: pasa por encima de una canica que está en una casilla vecina, en línea recta, y cae en la casilla libre justo detrás. Cualquier canica sirve de obstáculo, tuya o de otro jugador, y se queda donde está: no se captura nada.
    .task = Salta con tu canica (en k6) por encima de la canica del Jugador 2 que tiene justo al lado (en j6).
    .hint = Sigue la línea recta que va de tu canica a la del Jugador 2; el salto cae en la casilla vacía del otro lado.
    .done = Tu canica cayó en i6, dos casillas más allá en la misma línea, y la canica del Jugador 2 sigue en j6.
    .why-hops-over = Esa jugada no pasó por encima de la canica del Jugador 2. Para saltar hace falta una canica justo al lado de la tuya con una casilla vacía detrás.

## Lesson 3: a chain of two hops, over a friendly and an opposing marble.
lesson-03-chain = Una cadena de saltos
    .intro = Un salto no tiene por qué acabar el turno. Desde la casilla donde cayó, la canica puede dar otro salto, y otro más, cada uno en la dirección que más convenga; el turno termina cuando decides parar o ya no quedan saltos. Un turno es un paso o una cadena de saltos, nunca una mezcla de los dos.
    .task = En un solo turno, lleva tu canica de atrás (en j5) por encima de tu propia canica que tiene delante (i5) y luego por encima de la canica del Jugador 2 (g6).
    .hint = Salta primero por encima de i5. Desde la casilla donde caes, g6 está justo al lado, con una casilla libre detrás.
    .done = Dos saltos en un turno: por encima de una canica amiga y luego de una rival. Los dos obstáculos siguen en el tablero.
    .why-starts-on = Mueve la canica de atrás, la de j5.
    .why-hops-over = A esa jugada le faltó un obstáculo. Tras el primer salto el turno no ha terminado: sigue saltando hasta que decidas parar.

## Lesson 4: a sideways hop that sets up a longer chain forward.
lesson-04-sideways-first = De lado para avanzar
    .intro = Las canicas pueden moverse en cualquier dirección: hacia atrás y de lado, además de hacia delante. Un salto que por sí solo no gana nada puede dejar una canica al pie de una larga cadena, y toda la cadena cuenta como un solo turno.
    .task = Mete tu canica (en i5) en la punta de arriba en este mismo turno.
    .hint = Por encima de i5 no hay nada que saltar. Mira a los lados: un salto a la derecha deja la canica debajo de una hilera de obstáculos.
    .done = El salto lateral a i7 abrió una cadena de saltos que llega directa a la punta de arriba: en un solo turno, la canica fue del centro a su meta.
    .why-ends-on = Esa jugada es legal, pero la canica aún no está en la punta de arriba. ¿Hay otro salto desde donde cayó?

## Lesson 5: a straight ladder carries the marble behind it to the front in one turn.
lesson-05-ladders = Escaleras
    .intro = Varias canicas en línea recta, con una casilla libre detrás de cada una, forman una escalera, y cada una de ellas es un peldaño. Una canica situada justo detrás del primer peldaño puede subirlos todos en un turno, un salto por peldaño, y salir por delante de la escalera. Construir escaleras, y mantenerlas en pie, es la forma de cruzar el tablero deprisa.
    .task = Sube la canica que está detrás de tu escalera, la de tu punta de salida (en o1), por todos los peldaños hasta salir por delante, en un solo turno.
    .hint = Salta primero por encima de n2 y luego por encima de cada peldaño, uno tras otro, en línea recta hacia arriba a la derecha.
    .done = Cuatro saltos en un turno, en línea recta desde tu punta de salida hasta g9, delante de la escalera. Los peldaños no se movieron: en cuanto la canica de g9 siga su camino, la siguiente canica podrá subir por la misma escalera.
    .why-starts-on = Mueve la canica que está detrás de la escalera, en o1.
    .why-min-hops = La canica se detuvo antes de salir por delante de la escalera. Una cadena puede seguir mientras haya una canica que saltar con una casilla libre detrás.

## Lesson 6: long hops, over a distant marble.
lesson-06-long-jumps = Saltos largos (variante)
    .intro = Algunas familias juegan con saltos largos, una variante también conocida como Super Chinese Checkers; esta lección la activa. En línea recta, la primera canica que encuentra la tuya es el obstáculo, por lejos que esté. El salto cae tan lejos detrás del obstáculo como estaba tu canica antes de él, y todas las casillas que cruza, salvo la del obstáculo, deben estar vacías. Saltar por encima de una canica que está justo al lado de la tuya es, simplemente, el salto largo más corto. Para jugar así, pon «Saltos» en «Largos» al preparar una partida.
    .task = Salta con tu canica (en m7) por encima de la canica del Jugador 2 que está a tres casillas, subiendo por la línea hacia la derecha (en j7).
    .hint = Cuenta las casillas que hay entre tu canica y el obstáculo. La canica cae a la misma distancia al otro lado, y las casillas de ambos tramos deben estar libres.
    .done = Tres casillas hasta el obstáculo y tres más allá: tu canica cayó en g9. Con la opción estándar de «Saltos», «Adyacentes», esa canica habría quedado fuera de tu alcance.
    .why-hops-over = Esa jugada no usó la canica de j7. Con saltos largos es un obstáculo aunque esté a tres casillas.

## Lesson 7: Parking, Not in others' points, refuses a stop in another player's point, not a chain through it.
lesson-07-no-parking = Dónde parar: no en puntas ajenas
    .intro = La opción estándar de «Dónde parar» es «No en puntas ajenas», la regla casera conocida como «prohibido estacionar»: una jugada no puede terminar en una punta que sea la salida o la meta de otro jugador, salvo que esa punta sea también una de tus dos puntas. Una cadena sí puede pasar por esas puntas. Las puntas que no usa ningún jugador siguen abiertas, así que con dos jugadores la regla no cambia nada. Con tres jugadores, como aquí, solo puedes parar en el centro y en tus dos puntas.
    .task = Tu canica del centro (en g9) está junto a la punta superior derecha, la salida del Jugador 3. Entra en esa punta saltando y vuelve a salir al centro en un mismo turno.
    .hint = No se permite parar en g11. Salta por encima de g10 para entrar en la punta y luego por encima de h10 para salir.
    .done = La cadena cruzó la punta del Jugador 3 pasando por g11 y terminó en i9, en el centro, lo cual está permitido. Terminar la jugada en g11 no lo habría estado.
    .why-starts-on = Mueve la canica de g9.
    .why-passes-through = Esa jugada es legal, pero no pasó por la punta del Jugador 3. Entra en ella y vuelve a salir en el mismo turno.

## Lesson 8: three players, Player 1 one move from finishing.
lesson-08-three-players = Tres jugadores
    .intro = Con tres jugadores, las canicas empiezan en puntas alternas de la estrella: la de abajo, la superior izquierda y la superior derecha. Las tres puntas hacia las que corren empiezan vacías. Los turnos siguen el orden Jugador 1, Jugador 2, Jugador 3, y vuelta a empezar, y el objetivo es el de siempre: llenar la punta opuesta a tu salida.
    .task = Al Jugador 1 le falta una sola jugada para terminar. Encuéntrala.
    .hint = Una casilla de la punta de arriba sigue vacía. ¿Cuál de tus canicas puede llegar a ella en una sola jugada?
    .done = Todas las casillas de la punta de arriba tienen una de tus canicas: el Jugador 1 ha terminado y gana la partida.
    .why-finishes = Esa jugada es legal, pero la punta de arriba todavía tiene una casilla vacía.

## Lesson 9: four players, filling the last hole of the target.
lesson-09-four-players = Cuatro jugadores
    .intro = Con cuatro jugadores, las canicas empiezan en las cuatro puntas laterales. Las puntas de arriba y de abajo empiezan vacías: nadie corre hacia ellas, así que cualquiera puede usarlas. El Jugador 1 empieza en la punta inferior izquierda y corre hacia la superior derecha, y los turnos van del Jugador 1 al 4.
    .task = Una casilla de tu meta, la punta superior derecha, sigue vacía. Llénala para terminar.
    .hint = Tu canica de i8 no puede llegar de un paso a la casilla vacía, pero hay una canica por encima de la que puede saltar.
    .done = La última casilla está llena: el Jugador 1 ha terminado el primero.
    .why-finishes = Esa jugada es legal, pero la punta superior derecha todavía tiene una casilla vacía.

## Lesson 10: Finishing, Target full: a finish with an opponent's marble left in the target.
lesson-10-no-blocking = Llegada: meta llena
    .intro = A veces un jugador deja una canica en casa, justo en la punta hacia la que corres tú. Con la opción estándar de «Llegada», «Meta llena» (la regla casera conocida como «prohibido bloquear»), esa canica no puede frenarte: has terminado cuando todas las casillas de tu meta tienen una canica y al menos una de ellas es tuya. La opción más estricta, «Todas tuyas», exige que las diez casillas tengan canicas tuyas; para jugar así, pon «Llegada» en «Todas tuyas» al preparar una partida.
    .task = El Jugador 2 dejó una canica en casa (en b2), dentro de tu meta. Llena la última casilla vacía de la punta de arriba y termina.
    .hint = La casilla vacía es c3. Tu canica de e9 puede llegar a ella de un salto.
    .done = Has terminado, con la canica del Jugador 2 todavía en b2: con «Meta llena», ocupa su casilla como cualquier otra. Con «Todas tuyas», la misma jugada no te haría terminar, y tendrías que esperar a que el Jugador 2 sacara esa canica.
    .why-finishes = Esa jugada es legal, pero c3 sigue vacía: todas las casillas de la meta deben tener una canica.
