# The Learn screen: the list of lessons.

learn-heading = Aprender
learn-intro = Cada lección coloca unas pocas canicas en el tablero y te pide una jugada.
learn-none = No se encontró ninguna lección.
# The button that opens the first lesson not yet done.
learn-continue = Seguir con la lección { $number }
learn-completed = Completada
learn-start = Empezar
learn-play-again = Repetir
# A lesson that could not be opened, and why (the detail names its file).
learn-cannot-open = No se puede abrir la lección: { $error }
learn-no-such-lesson = No existe la lección { $number }.

## The lesson panel beside the board, while a lesson is played.

# The panel's heading: the lesson's number and title.
learn-lesson-title = Lección { $number }: { $title }
learn-task = Objetivo: { $task }
learn-trying = Levanta una canica y haz una jugada, con el ratón o con el teclado.
# A move that did not do the task ($move is written like n1-m5-k5).
learn-taken-back = { $move } no cumple el objetivo, así que se ha deshecho.
learn-hint = Pista: { $hint }
learn-done = ¡Conseguido!
learn-watched = Has visto la solución: pulsa «Reintentar» para jugarla tú y marcar la lección como hecha.
learn-ticked = Marcada como hecha en la lista de lecciones.
learn-next = Siguiente lección
learn-back-to-list = Volver a la lista
learn-next-key = Enter
learn-try-again = Reintentar
learn-show-answer = Ver la solución
learn-show-answer-key = A
learn-skip = Omitir
learn-skip-to-next = Pasar a la siguiente
learn-lessons = Lecciones
learn-lessons-hint = Volver a la lista
# The keys in a lesson, listed at the panel's foot. Key names (Tab, Enter,
# Esc, Space, A, N, T, R, +/-) are those printed on the keys.
learn-keys = (Mayús+)Tab elegir · Enter levantar, jugar o siguiente lección · Esc soltar o pausar · Espacio omitir animación · A solución · N nombres de casillas · T vista superior · flechas o arrastre con botón derecho girar · rueda o +/- zoom · R restablecer
