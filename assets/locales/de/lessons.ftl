# The lessons' texts. Each lesson is one message, keyed by its file's name:
# the message is its title; .intro explains the idea, .task says what to do,
# .hint helps after a move that does not do the task, .done closes the lesson,
# and each .why-… says why a move falls short in one way.
# Hole names (e5, n1) and the words Player 1, 2, 3 stay as they are on the board.

## Lesson 1: a step to a neighbouring hole.
lesson-01-step = Ein Schritt
    .intro = In jedem Zug bewegst du eine deiner eigenen Kugeln. Der einfachste Zug ist ein Schritt: Die Kugel zieht auf ein freies Feld direkt daneben. Ein Feld hat bis zu sechs Nachbarn: zwei in seiner eigenen Reihe, zwei in der Reihe darüber und zwei in der Reihe darunter.
    .task = Zieh deine Kugel (auf i5) einen Schritt in Richtung der oberen Zacke, in die deine Kugeln laufen.
    .hint = Nimm eines der beiden freien Felder direkt über der Kugel: h5 oder h6.
    .done = Das war ein ganzer Zug: ein Schritt, und schon ist der nächste Spieler dran.
    .why-starts-on = Zieh die Kugel auf i5.
    .why-ends-on = Dieser Schritt ist erlaubt, aber er ging zur Seite oder zurück. Dein Ziel ist die Zacke oben auf dem Brett.

## Lesson 2: a hop over another player's marble, which stays.
lesson-02-hop = Ein Sprung
    .intro = Statt einen Schritt zu machen, kann eine Kugel springen: Sie setzt in gerader Linie über eine Kugel auf einem Nachbarfeld hinweg und landet auf dem freien Feld direkt dahinter. Jede Kugel taugt als Hürde, deine eigene oder die eines anderen, und sie bleibt, wo sie ist: Geschlagen wird nicht.
    .task = Spring mit deiner Kugel (auf k6) über die Kugel von Spieler 2 direkt daneben (auf j6).
    .hint = Folge der geraden Linie von deiner Kugel durch die Kugel von Spieler 2; der Sprung landet auf dem freien Feld auf der anderen Seite.
    .done = Deine Kugel ist auf i6 gelandet, zwei Felder weiter auf der Linie, und die Kugel von Spieler 2 liegt immer noch auf j6.
    .why-hops-over = Dieser Zug ging nicht über die Kugel von Spieler 2. Für einen Sprung brauchst du eine Kugel direkt neben deiner mit einem freien Feld dahinter.

## Lesson 3: a chain of two hops, over a friendly and an opposing marble.
lesson-03-chain = Eine Sprungkette
    .intro = Ein Sprung muss den Zug nicht beenden. Von dem Feld, auf dem sie gelandet ist, darf die Kugel noch einmal springen, und noch einmal, jedes Mal in die Richtung, die gerade passt; der Zug endet, wenn du aufhören willst oder kein Sprung mehr möglich ist. Ein Zug ist entweder ein Schritt oder eine Sprungkette, nie eine Mischung aus beidem.
    .task = Spring in einem Zug mit deiner hinteren Kugel (auf j5) über deine eigene Kugel davor (i5) und dann über die Kugel von Spieler 2 (g6).
    .hint = Spring zuerst über i5. Von dem Feld aus, auf dem du landest, liegt g6 direkt neben dir, mit einem freien Feld dahinter.
    .done = Zwei Sprünge in einem Zug: über eine eigene Kugel, dann über eine gegnerische. Beide Hürden liegen noch auf dem Brett.
    .why-starts-on = Zieh die hintere Kugel, die auf j5.
    .why-hops-over = Bei diesem Zug fehlte eine Hürde. Nach dem ersten Sprung ist der Zug nicht vorbei: Spring weiter, bis du aufhören willst.

## Lesson 4: a sideways hop that sets up a longer chain forward.
lesson-04-sideways-first = Zur Seite, um voranzukommen
    .intro = Kugeln dürfen in jede Richtung ziehen, rückwärts und seitwärts ebenso wie vorwärts. Ein Sprung, der für sich allein nichts bringt, kann eine Kugel an den Fuß einer langen Sprungkette bringen, und die ganze Kette zählt als ein Zug.
    .task = Bring deine Kugel (auf i5) in diesem einen Zug in die obere Zacke.
    .hint = Oberhalb von i5 gibt es nichts zum Überspringen. Schau zur Seite: Ein Sprung nach rechts bringt die Kugel unter eine Reihe von Hürden.
    .done = Der Sprung zur Seite nach i7 hat eine Sprungkette geradewegs in die obere Zacke eröffnet: Ein einziger Zug hat die Kugel aus der Mitte bis in ihr Ziel gebracht.
    .why-ends-on = Dieser Zug ist erlaubt, aber die Kugel ist noch nicht in der oberen Zacke. Gibt es von ihrem Landefeld aus noch einen Sprung?

## Lesson 5: a straight ladder carries the marble behind it to the front in one turn.
lesson-05-ladders = Leitern
    .intro = Kugeln in einer geraden Linie mit je einem freien Feld dahinter bilden eine Leiter, und jede von ihnen ist eine Sprosse. Eine Kugel direkt hinter der ersten Sprosse kann in einem Zug alle hinaufklettern, mit einem Sprung pro Sprosse, und vorn vor der Leiter herauskommen. Leitern bauen und stehen lassen: So kommen Kugeln schnell über das Brett.
    .task = Bring die Kugel hinter deiner Leiter – die in deiner Startzacke, auf o1 – in einem Zug über alle Sprossen nach vorn.
    .hint = Spring zuerst über n2, dann der Reihe nach über jede Sprosse, immer geradeaus entlang der Linie nach rechts oben.
    .done = Vier Sprünge in einem Zug, geradeaus entlang der Linie von deiner Startzacke bis g9, vor die Leiter. Die Sprossen haben sich nicht bewegt: Sobald die Kugel auf g9 weiterzieht, kann die nächste Kugel dieselbe Leiter hinaufklettern.
    .why-starts-on = Zieh die Kugel hinter der Leiter, die auf o1.
    .why-min-hops = Die Kugel hat vor dem vorderen Ende der Leiter angehalten. Eine Kette darf weitergehen, solange es eine Kugel zum Überspringen mit einem freien Feld dahinter gibt.

## Lesson 6: long hops, over a distant marble.
lesson-06-long-jumps = Weite Sprünge (Variante)
    .intro = Manche Familien spielen mit weiten Sprüngen, einer Variante, die auch als Super Chinese Checkers bekannt ist; diese Lektion schaltet sie ein. Entlang einer geraden Linie ist die erste Kugel, auf die deine Kugel trifft, die Hürde, egal wie weit sie entfernt ist. Der Sprung landet genauso weit hinter der Hürde, wie deine Kugel vor ihr stand, und jedes überquerte Feld außer dem der Hürde muss frei sein. Ein Sprung über eine Kugel direkt neben deiner ist einfach der kürzeste weite Sprung. Wenn du so spielen willst, stell beim Zusammenstellen eines Spiels „Sprünge“ auf „Weit“.
    .task = Spring mit deiner Kugel (auf m7) über die Kugel von Spieler 2, die drei Felder entfernt auf der Linie nach rechts oben liegt (auf j7).
    .hint = Zähl die Felder von deiner Kugel bis zur Hürde. Die Landung liegt genauso viele Felder dahinter, und die Felder auf beiden Seiten müssen frei sein.
    .done = Drei Felder bis zur Hürde, drei dahinter: Deine Kugel ist auf g9 gelandet. Mit der Standardwahl „Kurz“ bei „Sprünge“ wäre diese Kugel außer Reichweite gewesen.
    .why-hops-over = Dieser Zug hat die Kugel auf j7 nicht genutzt. Mit weiten Sprüngen ist sie eine Hürde, obwohl sie drei Felder entfernt ist.

## Lesson 7: Parking, Not in others' points, refuses a stop in another player's point, not a chain through it.
lesson-07-no-parking = Parken: Nicht in fremden Zacken
    .intro = Die Standardwahl beim „Parken“ ist „Nicht in fremden Zacken“, die als Parkverbot bekannte Hausregel: Ein Zug darf nicht in einer Zacke enden, die Start oder Ziel eines anderen Spielers ist, es sei denn, sie ist zugleich eine deiner beiden eigenen. Eine Sprungkette darf aber durch eine solche Zacke hindurchführen. Zacken, die kein Spieler nutzt, bleiben offen, daher ändert die Regel bei zwei Spielern nichts. Bei drei Spielern, wie hier, darfst du nur in der Mitte und in deinen beiden eigenen Zacken anhalten.
    .task = Deine Kugel in der Mitte (auf g9) liegt neben der Zacke oben rechts, der Startzacke von Spieler 3. Spring in einem Zug in diese Zacke hinein und wieder hinaus in die Mitte.
    .hint = Auf g11 anzuhalten ist nicht erlaubt. Spring über g10 in die Zacke und dann über h10 wieder hinaus.
    .done = Die Kette hat die Zacke von Spieler 3 auf g11 durchquert und auf i9 in der Mitte geendet – das ist erlaubt. Auf g11 zu enden wäre es nicht.
    .why-starts-on = Zieh die Kugel auf g9.
    .why-passes-through = Dieser Zug ist erlaubt, aber er führte nicht durch die Zacke von Spieler 3. Spring im selben Zug hinein und wieder hinaus.

## Lesson 8: three players, Player 1 one move from finishing.
lesson-08-three-players = Drei Spieler
    .intro = Bei drei Spielern beginnen die Kugeln in jeder zweiten Zacke des Sterns: unten, oben links und oben rechts. Die drei Zacken, in die sie laufen, sind zu Beginn leer. Gezogen wird in der Reihenfolge Spieler 1, Spieler 2, Spieler 3 und dann wieder von vorn, und das Ziel ist dasselbe wie immer: Fülle die Zacke gegenüber deiner Startzacke.
    .task = Spieler 1 ist nur noch einen Zug vom Ziel entfernt. Finde diesen Zug.
    .hint = Ein Feld der oberen Zacke ist noch frei. Welche deiner Kugeln kann es mit einem einzigen Zug erreichen?
    .done = Auf jedem Feld der oberen Zacke liegt eine deiner Kugeln: Spieler 1 ist im Ziel und gewinnt die Partie.
    .why-finishes = Dieser Zug ist erlaubt, aber in der oberen Zacke ist noch ein Feld frei.

## Lesson 9: four players, filling the last hole of the target.
lesson-09-four-players = Vier Spieler
    .intro = Bei vier Spielern beginnen die Kugeln in den vier seitlichen Zacken. Die obere und die untere Zacke sind zu Beginn leer: Niemand läuft dorthin, also darf sie jeder nutzen. Spieler 1 beginnt in der Zacke unten links und läuft nach oben rechts, und gezogen wird reihum von Spieler 1 bis 4.
    .task = Ein Feld deines Ziels, der Zacke oben rechts, ist noch frei. Besetze es, um ins Ziel zu kommen.
    .hint = Deine Kugel auf i8 kann nicht mit einem Schritt auf das freie Feld ziehen, aber es gibt eine Kugel, über die sie springen kann.
    .done = Das letzte Feld ist besetzt: Spieler 1 ist als Erster im Ziel.
    .why-finishes = Dieser Zug ist erlaubt, aber in der Zacke oben rechts ist noch ein Feld frei.

## Lesson 10: Finishing, Target full: a finish with an opponent's marble left in the target.
lesson-10-no-blocking = Zieleinlauf: Ziel voll
    .intro = Manchmal lässt ein Spieler eine Kugel zu Hause stehen, genau in der Zacke, in die du läufst. Mit der Standardwahl „Ziel voll“ beim „Zieleinlauf“ (die als Blockadeverbot bekannte Hausregel) kann dich diese Kugel nicht aufhalten: Du bist im Ziel, sobald jedes Feld deiner Zielzacke besetzt ist und mindestens eine der Kugeln dir gehört. Die strengere Wahl „Nur eigene“ verlangt, dass auf allen zehn Feldern deine eigenen Kugeln liegen; wenn du so spielen willst, stell beim Zusammenstellen eines Spiels „Zieleinlauf“ auf „Nur eigene“.
    .task = Spieler 2 hat eine Kugel zu Hause gelassen (auf b2), in deinem Ziel. Besetze das letzte freie Feld der oberen Zacke und komm ins Ziel.
    .hint = Das freie Feld ist c3. Deine Kugel auf e9 kann hineinspringen.
    .done = Im Ziel, obwohl die Kugel von Spieler 2 noch auf b2 liegt: Bei „Ziel voll“ füllt sie ihr Feld wie jede andere. Bei „Nur eigene“ würde dich derselbe Zug nicht ins Ziel bringen, und du müsstest warten, bis Spieler 2 diese Kugel herausholt.
    .why-finishes = Dieser Zug ist erlaubt, aber c3 ist noch frei: Auf jedem Feld des Ziels muss eine Kugel liegen.
