# Project Planning: las páginas de /reglas, un mensaje por página (<em>…</em> es negrita).
# docs/rules/project-planning.md tiene cada página palabra por palabra (en inglés).

pp-rules-page-1 =
    <em>Arctic Wolf Project Planning</em> (un homenaje a Love Letter)
    Tienes una carta: la persona asignada a tu proyecto. En tu turno robas una carta y luego juegas una de tus dos cartas y la resuelves; la otra se queda en tu mano. Las cartas jugadas van boca arriba a tu pila de descartes, que todo el mundo puede ver.

    Deja fuera de la ronda a los demás, o ten la carta más alta cuando se acabe el mazo, para ganar la ronda y una <em>ficha de proyecto</em>. Quien queda fuera pone su mano boca arriba en su pila de descartes sin resolverla, no puede ser elegido y se salta sus turnos hasta la siguiente ronda.

    Cada ronda se aparta una carta boca abajo; con dos jugadores se apartan además cuatro boca arriba. De 2 a 4 jugadores se usa el mazo W (16 cartas); de 5 a 8, dos copias (32).

pp-rules-page-2 =
    <em>Mazo W</em>
    8 <em>VP de I+D</em> ×1: di un valor; todos los de la ronda que lo tengan quedan fuera, tú también.
    7 <em>Director Financiero</em> ×1: si el total de tus descartes (esta carta incluida) es estrictamente el más alto, ganas una ficha de proyecto.
    6 <em>Arquitecto Jefe</em> ×1: intercambia tu mano con otro jugador.
    5 <em>Jefe de Producto</em> ×2: invierte el sentido del juego.
    4 <em>CSE</em> ×2: di par o impar y compara manos en privado con otro jugador; si su carta tiene esa paridad, queda fuera; si no, quedas fuera tú. La mesa solo sabe quién queda fuera, no lo que dijiste.
    3 <em>Jefe de Equipo de I+D</em> ×2: la carta de la mano de otro jugador se resuelve como si la jugaras tú (tú tomas sus decisiones); va a su pila de descartes y luego esa persona roba.
    2 <em>Analista de TI</em> ×2: mira las dos primeras cartas y devuélvelas en el orden que elijas.
    1 <em>Desarrollador</em> ×4: elige a otro jugador y di un valor distinto de 1; si lo tiene, queda fuera.
    0 <em>El Cerebro</em> ×1: no tiene efecto al jugarla. Mientras la tengas, quien te apunte con un Desarrollador queda fuera en tu lugar; después descartas El Cerebro y robas.

pp-rules-page-3 =
    <em>Rondas y victoria</em>
    Una ronda termina cuando solo queda un jugador (la gana), cuando no queda nadie (nadie la gana) o al empezar un turno con el mazo vacío: gana la mano más alta, los empates se deciden por el total de descartes más alto y, si sigue habiendo empate, todos los empatados ganan una ficha. El sentido del juego se reinicia cada ronda; empieza el ganador de la última ronda (uno de los ganadores empatados al azar, o al azar si nadie ganó).

    La partida termina al final de una ronda en la que alguien tiene suficientes fichas (2 jugadores 6, 3 jugadores 5, de 4 a 8 jugadores 4; opción tokens). Gana quien tenga más fichas. Un empate lleva a <em>muerte súbita</em>: solo reciben cartas los empatados, con los mazos de una partida de ese número de jugadores (si son dos: un mazo y cuatro cartas boca arriba), y gana el primero que consiga una ficha (incluso con un Director Financiero); si varios la consiguen a la vez, la muerte súbita continúa entre ellos. Con la opción shared_victory, los empatados comparten la victoria.

pp-rules-page-4 =
    <em>Aclaraciones y torneo</em>
    - «Elige a otro jugador» se salta a quienes están fuera; si no se puede elegir a nadie, la carta se juega sin efecto.
    - Cuando un efecto te hace robar y el mazo está vacío, coges la carta boca abajo; si tampoco queda, quedas fuera de la ronda.
    - El objetivo de un Jefe de Equipo de I+D no tiene carta mientras se resuelve la suya, así que esa carta no puede elegirlo; un Director Financiero resuelto así cuenta en la pila de su dueño, y la ficha es para quien lo resuelve si su propia pila es entonces estrictamente la más alta.

    <em>De 9 a 16 jugadores</em>: un torneo. Los jugadores se reparten al azar en grupos de 3 o 4 que juegan a la vez, cada uno hasta que haya un ganador (siempre con muerte súbita), y luego los ganadores de cada grupo juegan la final. Quien gane la final gana el torneo.

    Opción turn_timer (segundos, 0 = desactivado): cuando se agota, el bot juega el turno del jugador ausente.
