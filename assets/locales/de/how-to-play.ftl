# The How to play page. help-title is the page's title; each help-section-…
# is a section's heading, and the help-… messages after it are its paragraphs,
# in order; a paragraph's .heading is shown in bold above it. Hole names and
# moves (e5, n1-m5) stay as they are. The headings of the rule options
# (Hops, Parking, Finishing, …) are the names the rules form gives them.

help-title = Spielanleitung

## The goal
help-section-goal = Das Ziel
help-goal-1 = Sternhalma ist ein Wettlauf über einen sechszackigen Stern. Jeder Spieler hat zehn Kugeln, die in einer Zacke des Sterns beginnen, und bringt sie so schnell wie möglich in die gegenüberliegende Zacke. Wer diese Zacke zuerst füllt, gewinnt.
help-goal-2 = Mit der Standardwahl „Ziel voll“ beim „Zieleinlauf“ gilt die Zacke als gefüllt, sobald auf jedem Feld eine Kugel liegt und mindestens eine davon dir gehört. Eine Kugel, die jemand dort zurücklässt, kann dich also nicht aufhalten. Die strengere Wahl „Nur eigene“ verlangt, dass auf allen zehn Feldern deine eigenen Kugeln liegen (siehe „Zieleinlauf“ weiter unten).

## Setting up
help-section-setup = Aufbau
help-setup-1 = Das Brett hat 121 Felder: ein Sechseck aus 61 Feldern in der Mitte und sechs Zacken mit je zehn Feldern. Das Ziel jedes Spielers ist die Zacke gegenüber seiner Startzacke. Gespielt wird zu zweit, zu dritt, zu viert oder zu sechst.
help-two_players = Die beiden Spieler beginnen in der unteren und der oberen Zacke und laufen einander entgegen. Die übrigen vier Zacken bleiben unbenutzt.
    .heading = Zwei Spieler
help-three_players = Die Spieler besetzen jede zweite Zacke des Sterns: unten, oben links und oben rechts. Die drei Zacken dazwischen sind ihre Ziele und bleiben zu Beginn leer.
    .heading = Drei Spieler
help-four_players = Die Spieler beginnen in den vier seitlichen Zacken, als zwei Paare, die einander gegenüberliegen. Die obere und die untere Zacke bleiben unbenutzt.
    .heading = Vier Spieler
help-six_players = Jede Zacke ist mit den Kugeln eines Spielers besetzt, und jeder Spieler läuft geradewegs in die Startzacke eines anderen.
    .heading = Sechs Spieler
help-setup-2 = Gespielt wird im Uhrzeigersinn um den Stern herum: Spieler 1, Spieler 2 und so weiter, dann wieder Spieler 1. Spieler 1 beginnt, sofern du nichts anderes festlegst: Das schnelle Spiel und „Weitere Spiele“ bieten beide die Wahl „Wer beginnt“, mit der du bestimmst, wer anfängt, oder beim Start der Partie einen Spieler auslosen lässt.
    .heading = Zugreihenfolge

## A turn
help-section-turn = Ein Zug
help-turn-1 = Wenn du am Zug bist, bewegst du eine deiner eigenen Kugeln, entweder um einen Schritt oder mit einem oder mehreren Sprüngen. Ein Zug ist immer das eine oder das andere, nie eine Mischung aus beidem. Passen ist nicht erlaubt, solange dir irgendein Zug offensteht; wer aber überhaupt nicht ziehen kann, muss passen.
help-step = Bei einem Schritt zieht die Kugel auf ein freies Feld direkt daneben. Ein Feld hat bis zu sechs Nachbarn: zwei in seiner eigenen Reihe, zwei in der Reihe darüber und zwei in der Reihe darunter.
    .heading = Schritte
help-hop = Bei einem Sprung springt die Kugel in gerader Linie über eine Kugel auf einem Nachbarfeld und landet auf dem freien Feld direkt dahinter. Die übersprungene Kugel kann deine eigene sein oder die eines anderen, und sie bleibt, wo sie ist: Geschlagen wird nie.
    .heading = Sprünge
help-chain = Nach einem Sprung darf die Kugel erneut springen, und immer so weiter, solange jeder Sprung dort beginnt, wo der vorige gelandet ist. Jeder Sprung darf in eine neue Richtung gehen, und du kannst nach jedem beliebigen Sprung aufhören. Die ganze Kette ist ein einziger Zug. Kugeln dürfen in jede Richtung ziehen, auch rückwärts und seitwärts.
    .heading = Sprungketten

## Controls
help-section-controls = Steuerung
help-mouse = Klicke auf eine deiner Kugeln, um sie aufzunehmen, und dann auf das Feld, auf das sie soll. Ist die Weganzeige eingeschaltet, siehst du schon beim Zeigen auf ein Feld, welchen Weg die Kugel nehmen würde. Ein Klick auf eine andere deiner Kugeln nimmt stattdessen diese auf, ein Klick irgendwo anders legt die aufgenommene Kugel wieder ab. Während ein Zug vorgeführt wird, schließt ein Klick ihn sofort ab. Zieh mit der rechten Maustaste, um das Brett zu drehen, und zoome mit dem Mausrad. Die Schaltfläche „Draufsicht“ neben „Pause“ zeigt den ganzen Stern von oben; „Spielersicht“, die an ihrer Stelle erscheint, führt zurück.
    .heading = Maus
help-touch = Tippe auf eine Kugel und dann auf das Feld, auf das sie soll. Bewege zwei Finger gemeinsam, um das Brett zu drehen, und zoome, indem du sie zusammen- oder auseinanderziehst.
    .heading = Touchscreen
help-keys = Tab und Umschalt+Tab wechseln von einer deiner beweglichen Kugeln zur nächsten, und Enter nimmt die gewählte auf; danach gehen Tab und Umschalt+Tab die Felder durch, die sie erreichen kann, und Enter führt den Zug aus. Esc legt eine aufgenommene Kugel wieder ab oder pausiert das Spiel, wenn keine aufgenommen ist. Die Leertaste schließt den gerade vorgeführten Zug sofort ab. U nimmt einen Zug zurück und H fragt nach einem Hinweis, sofern diese Hilfen erlaubt sind. Die Pfeiltasten drehen und kippen das Brett, + und - zoomen, T zeigt das Brett senkrecht von oben und ein zweites T bringt dich zurück an deinen Platz, und R stellt die gewohnte Ansicht wieder her. Im Menü startet Enter das schnelle Spiel. F11 wechselt zwischen Fenster und Vollbild, und F12 speichert ein Bildschirmfoto.
    .heading = Tastatur
help-lesson_keys = A spielt die Lösung der Lektion vor, und ist die Aufgabe gelöst, öffnet Enter die nächste Lektion.
    .heading = In einer Lektion
help-replay_keys = Die Leertaste startet und pausiert die Wiedergabe; die Pfeiltasten links und rechts gehen einen Zug zurück oder vor; Pos1 und Ende springen zum ersten und zum letzten Zug; - und + halbieren und verdoppeln das Tempo; V blendet die Analyse der einzelnen Züge ein und aus.
    .heading = Beim Ansehen einer Partie

## Hole names
help-section-holes = Feldnamen
help-holes-1 = Das Spiel benennt die Felder mit einem Buchstaben und einer Zahl: in den Lektionen, während einer Partie beim letzten Zug und beim Hinweis sowie in der Zugliste, wenn du dir eine Partie noch einmal ansiehst. Die 17 Reihen des Bretts tragen Buchstaben von a, dem einzelnen Feld an der oberen Spitze, bis q, dem einzelnen Feld an der unteren Spitze. In jeder Reihe werden die Felder vom linken Ende an gezählt, beginnend mit 1.
help-holes-2 = a1 ist die obere Spitze und q1 die untere. Reihe e ist die lange Reihe aus 13 Feldern direkt unter der oberen Zacke; e1 und e13 sind also ihre beiden Enden, zugleich die Spitzen der Zacken oben links und oben rechts. Reihe i, die mittlere Reihe, hat neun Felder, und i5 ist die Mitte des Bretts.
    .heading = Beispiele
help-holes-3 = Ein Zug wird als Folge der Felder notiert, die seine Kugel berührt, verbunden durch Bindestriche: n1-m5 ist ein Schritt, und o1-m5-k5 ist eine Kette aus zwei Sprüngen, die auf o1 beginnt, auf m5 landet und auf k5 endet.
    .heading = Züge

## Variants and house rules
help-section-variants = Varianten und Hausregeln
help-variants-1 = Sternhalma wird in vielen Familien auf ganz eigene Weise gespielt. Das Spiel bietet die gängigen Varianten als Regeloptionen an, beim Zusammenstellen eines Spiels unter „Weitere Spiele“ und bei den Standardregeln in den Einstellungen. Jeder Absatz unten trägt als Überschrift den Namen der Option, wie er dort erscheint, und die Standardwahl ist jeweils gekennzeichnet.
help-jumps = „Kurz“ (Standard): Ein Sprung führt über eine Kugel direkt neben deiner auf das Feld gleich dahinter. „Weit“, die Variante der weiten Sprünge, auch als Super Chinese Checkers bekannt: Entlang einer geraden Linie ist die erste Kugel, auf die deine Kugel trifft, die Hürde, egal wie weit sie entfernt ist. Der Sprung landet genauso weit hinter ihr, wie deine Kugel vor ihr stand, und jedes überquerte Feld außer dem der Hürde muss frei sein. Weite Sprünge machen das Spiel viel schneller.
    .heading = Sprünge
help-parking = Diese Regel bestimmt nur, wo ein Zug enden darf; eine Sprungkette darf durch jede Zacke führen. „Nicht in fremden Zacken“ (Standard, die als Parkverbot bekannte Hausregel): Ein Zug darf nicht in einer Zacke enden, die Start oder Ziel eines anderen Spielers ist, es sei denn, sie ist zugleich eine deiner beiden eigenen. Dein eigenes Ziel und dein eigener Start sind immer erlaubt, und Zacken, die kein Spieler nutzt, bleiben offen. Bei zwei Spielern ändert das nichts, denn die einzigen benutzten Zacken sind die beiden, die sich die Spieler teilen. Bei drei Spielern darfst du nur in der Mitte und in deinen beiden eigenen Zacken anhalten. „Überall“: Ein Zug darf auf jedem freien Feld enden. „Nur eigene Zacken“: Ein Zug darf nur in der Mitte oder in deiner eigenen Start- oder Zielzacke enden, auch wenn eine Zacke unbenutzt ist.
    .heading = Parken
help-unused_points = Bei zwei oder vier Spielern sind manche Zacken weder Start noch Ziel eines Spielers. „Offen“ (Standard): Sie sind gewöhnliche Felder, und jeder darf durch sie hindurchspringen oder in ihnen anhalten. „Entfernt“: Sie sind vom Brett genommen, also darf nichts in ihnen landen und kein Sprung, ob kurz oder weit, darf sie überqueren, so als hätte eine Familie sie mit überzähligen Kugeln aufgefüllt.
    .heading = Unbenutzte Zacken
help-win = „Ziel voll“ (Standard, die als Blockadeverbot bekannte Hausregel): Du bist im Ziel, sobald jedes Feld deiner Zielzacke besetzt ist und mindestens eine der Kugeln dir gehört. Eine Kugel, die ein anderer Spieler in deinem Ziel zurücklässt, füllt ihr Feld wie jede andere, also kann dich niemand blockieren, indem er einfach zu Hause sitzen bleibt. „Nur eigene“: Du bist erst im Ziel, wenn auf allen zehn Feldern deiner Zielzacke deine eigenen Kugeln liegen.
    .heading = Zieleinlauf
help-target_lock = „Aus“ (Standard): Eine Kugel im Ziel darf es wieder verlassen. „Zugende“: Eine Kugel, die schon in ihrem Ziel ist, darf nur auf ein anderes Feld dieser Zacke ziehen; eine Sprungkette darf trotzdem hinaus- und wieder hineinführen, solange der Zug im Ziel endet. „Ganzer Zug“: Sobald eine Kugel im Ziel ist, auch wenn sie dort nur mitten in einer Sprungkette gelandet ist, muss jede weitere Landung ebenfalls im Ziel liegen.
    .heading = Zielsperre
help-play_on = „Aus“ (Standard): Die Partie endet, sobald ein Spieler im Ziel ist, und dieser Spieler gewinnt. „An“: Wer im Ziel ist, wird übersprungen, und die anderen spielen um den zweiten, dritten und alle weiteren Plätze weiter, bis nur noch ein Spieler übrig ist.
    .heading = Weiterspielen
help-equal_turns = „Aus“ (Standard): Wer zuerst im Ziel ist, gewinnt auf der Stelle. „An“: Die Runde, in der jemand ins Ziel kommt, wird zu Ende gespielt, sodass alle gleich viele Züge hatten, und alle, die in dieser Runde ins Ziel kommen, teilen sich den ersten Platz. Bei zwei Spielern bekommt der Spieler, der als Zweiter gezogen hat, noch einen Zug, nachdem der andere im Ziel ist; kommt er damit ebenfalls ins Ziel, endet die Partie remis.
    .heading = Gleiche Zugzahl
help-turn_limit = Kein Limit (Standard). Mit einem Limit endet die Partie nach insgesamt so vielen Zügen, wobei die Züge aller Spieler zählen. Wie auch immer eine Partie endet: Wer nicht im Ziel ist, wird hinter denen platziert, die im Ziel sind, und zwar nach dem Weg, der noch vor ihm liegt. Das ist die Summe der Schritte von jeder seiner Kugeln bis zur äußersten Spitze seiner Zielzacke auf einem leeren Brett. Weniger ist besser; wer die gleiche Summe hat, teilt sich einen Platz. Ist zusätzlich „Remis“ angehakt, teilen sich alle, die beim Erreichen des Limits nicht im Ziel sind, einen gemeinsamen Platz.
    .heading = Zuglimit
help-repetition_draw = „Aus“ (Standard). „An“: Kommt dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal vor, endet die Partie an dieser Stelle, und alle, die nicht im Ziel sind, teilen sich einen Platz. Wer zurückliegt, kann darauf hinarbeiten; wer vorn liegt, sollte deshalb seine Züge variieren.
    .heading = Remis durch Wiederholung
help-presets = Ein Regelsatz legt alle Regeln auf einmal fest. „Standard“ ist das Spiel, wie es die meisten Familien spielen, mit jeder Option auf ihrer Standardwahl. „CCERL-2P10-v2“ ist der Regelsatz einer öffentlichen Wertungsliste für Engines im Spiel zu zweit: „Parken“ auf „Überall“, „Zielsperre“ auf „Ganzer Zug“, „Gleiche Zugzahl“ an, „Remis durch Wiederholung“ an und ein „Zuglimit“ von 240 Zügen mit „Remis“.
    .heading = Regelsatz
help-teams = „Keine“ (Standard): Jeder spielt für sich. „Partner gegenüber“, mit vier oder sechs Spielern: Jeder Spieler bildet ein Team mit dem, der ihm gegenübersitzt, sodass jeder in die Startzacke des anderen läuft. Bei vier Spielern ergibt das zwei Teams, Spieler 1 und 3 gegen Spieler 2 und 4; bei sechs drei Teams: 1 und 4, 2 und 5, 3 und 6. Ein Team ist im Ziel, wenn alle seine Mitglieder im Ziel sind, und das erste Team im Ziel gewinnt; wer alle Kugeln im Ziel hat, wird übersprungen, während der Partner weiterspielt. Eine Aufstellungsdatei kann auch eigene Teams festlegen, und ein Platz, der darin in keinem Team steht, spielt allein.
    .heading = Teams

## Computer opponents
help-section-computers = Computergegner
help-levels = Der Computer spielt auf zehn Stufen, von 1 für alle, die die Regeln gerade erst gelernt haben, bis 10, der stärksten. Jede Stufe gewinnt die meisten ihrer Partien gegen die Stufe darunter, aber nicht alle, und so kannst du dich Stufe für Stufe nach oben arbeiten. Vier Stufen tragen weiterhin ihre früheren Namen: Leicht ist Stufe 1, Mittel Stufe 5, Schwer Stufe 9 und Experte Stufe 10. Neben jeder Stufe steht ihre Wertung: Wer diese Wertung hat, gewinnt etwa die Hälfte seiner Partien gegen sie.
    .heading = Zehn Stufen
help-weak_levels = Die Stufen 1 bis 5 schauen nur auf ihren eigenen nächsten Zug, so wie es Anfänger tun. Stufe 1 erkennt höchstens eine Kette aus zwei Sprüngen, übersieht oft selbst diese und verschätzt sich bei Zügen, die fast gleich gut sind; jede höhere Stufe sieht etwas mehr, bis Stufe 5 die längste Kette nimmt und auch den Zug mitrechnet, den sie damit für das nächste Mal vorbereitet. Ab Stufe 6 denkt der Computer auch über deine Antworten nach, auf Stufe 6 ein paar Züge tief und auf jeder weiteren Stufe tiefer. Wie Menschen haben die Stufen 6 bis 9 gute und schlechte Tage: In Partien zu zweit spielt jede von ihnen etwa ein Drittel ihrer Partien wie die Stufe darunter und ein weiteres Drittel wie die Stufe darüber. Keine Stufe zieht je zurück, solange ihr ein Zug nach vorn offensteht.
    .heading = So spielen die unteren Stufen
help-help_bands = Sofern du in den Einstellungen keine eigene Auswahl triffst, richten sich deine Hilfen nach dem stärksten Computer am Tisch. Gegen die Stufen 1 bis 5 sind alle Hilfen an: die Felder, die eine Kugel erreichen kann, der Weg einer Sprungkette, Hinweise und das Zurücknehmen von Zügen. Gegen die Stufen 6 bis 9 siehst du weiterhin die Felder und die Wege. Gegen Stufe 10 werden nur die Felder angezeigt. Die Hinweise kommen immer von Stufe 10.
    .heading = Hilfen während der Partie

## Tips
help-section-tips = Tipps
help-tip_ladders = Kugeln in einer geraden Linie mit je einem freien Feld dahinter bilden eine Leiter. Eine Kugel direkt hinter der ersten Sprosse kann in einem einzigen Zug jede Sprosse hinaufspringen und vorn herauskommen. Die Sprossen bleiben, wo sie sind: Solange die Leiter steht und das Feld vor ihrem vorderen Ende frei ist, kann auch die nächste Kugel, die ihren Fuß erreicht, sie hinaufklettern (Lektion 5).
    .heading = Leitern bauen
help-tip_all_marbles = Hürden müssen nicht deine eigenen sein: Eine gegnerische Kugel bringt dich genauso weit wie eine eigene. Suche auf dem ganzen Brett nach Sprungketten, nicht nur bei deinen eigenen Kugeln.
    .heading = Alle Kugeln nutzen
help-tip_stragglers = Eine weit zurückgebliebene Kugel muss sich Schritt für Schritt nach Hause schleppen, wenn die anderen schon weitergezogen sind, weil in ihrer Nähe nichts mehr zum Überspringen übrig ist. Bring die hinteren Kugeln zusammen mit den übrigen voran.
    .heading = Keine Nachzügler
help-tip_centre = Der Weg durch die Mitte ist der kürzeste auf die andere Seite, und im Gedränge der Kugeln dort finden sich die meisten Hürden.
    .heading = Auf der Mittellinie bleiben
help-tip_tip_first = Stell deine ersten Ankömmlinge auf die hinteren Felder deiner Zielzacke, angefangen bei ihrer Spitze. Die Felder nahe dem Eingang bleiben dann frei für die Kugeln, die zuletzt ankommen.
    .heading = Von der Spitze her füllen

## Common questions
help-section-questions = Häufige Fragen
help-questions-1 = Ja, in jede der sechs Richtungen, bei Schritten wie bei Sprüngen. Ein Zug, der für sich allein nichts bringt, rückwärts oder zur Seite, kann eine Kugel an den Anfang einer Sprungkette bringen, die viel weiter nach vorn führt: Lektion 4 zeigt das mit einem Sprung zur Seite. Lektion 7 endet mit einem Sprung rückwärts, heraus aus einer Zacke, in der die Kugel nicht anhalten darf.
    .heading = Dürfen Kugeln rückwärts ziehen?
help-questions-2 = Eine einzelne Kugel beliebiger Farbe direkt neben deiner, sofern das Feld auf ihrer anderen Seite frei ist. Zwei Kugeln hintereinander lassen sich nicht zusammen überspringen, und eine leere Lücke überhaupt nicht, es sei denn, „Sprünge“ steht auf „Weit“. Die übersprungene Kugel wird nie vom Brett genommen.
    .heading = Worüber darf man springen?
help-questions-3 = Ja. Die beiden Spieler sitzen sich in der oberen und der unteren Zacke gegenüber, mit je zehn Kugeln. In manchen Familien spielt dabei jeder mit zwei Farben; dieses Spiel bleibt bei einer.
    .heading = Können zwei Personen spielen?
help-questions-4 = Die Spieler besetzen jede zweite Zacke des Sterns, und die drei Zacken dazwischen bleiben leer: Das sind ihre Ziele. Sonst ändert sich nichts.
    .heading = Wie läuft ein Spiel zu dritt?
help-questions-5 = In diesem Spiel nicht. Zu fünft hätte ein Spieler niemanden, der ihm entgegenkommt, und damit ein leichteres Rennen. Wähle 2, 3, 4 oder 6.
    .heading = Können fünf Personen spielen?
help-questions-6 = Jeder Spieler hat zehn Kugeln. Das Brett hat 121 Felder: 61 im Sechseck in der Mitte und je zehn in den sechs Zacken.
    .heading = Wie viele Kugeln und Felder gibt es?

## A short history
help-section-history = Ein wenig Geschichte
help-history-1 = Anders als sein englischer Name Chinese Checkers („chinesische Dame“) vermuten lässt, stammt das Spiel weder aus China, noch ist es eine Art Dame. Seine Wurzeln liegen in Deutschland: Es erschien 1892 als Stern-Halma und übertrug Halma vom quadratischen Brett auf einen Stern. Amerikanische Händler gaben ihm Ende der 1920er-Jahre den Namen Chinese Checkers, und dabei blieb es.

## Around the page.

# When the page's order file cannot be read (a fault of the build).
help-unreadable = Die Spielanleitung lässt sich nicht lesen: { $error }
# Under a diagram of a lesson's position: its number and title.
help-lesson-caption = Lektion { $number }, { $title }: Die Pfeile zeigen die Lösung.
# The tooltip of the "?" beside a rule option, and the line under its paragraph.
help-what-this-means = Was bedeutet das?
help-click-to-close = Zum Schließen irgendwo klicken.
