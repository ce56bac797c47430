# Wolves: las páginas de /reglas, un mensaje por página (<em>…</em> es negrita).
# docs/rules/wolves.md es la versión larga; cada aclaración de aquí también está allí.

wolves-rules-page-1 =
    <em>Wolves</em> (Coyote & Crow, de 3 a 6 jugadores). Cada jugador dirige una comunidad que necesita 3 de Pescado, 3 de Maíz y 3 de Bisonte cada turno. Si a alguien le quedan necesidades sin cubrir en el balance, todo el mundo pierde al instante. Si sobrevivís al turno 8, todo el mundo gana; además, quien tenga estrictamente más Méritos de Estatus asume la jefatura. Con 3 o 4 jugadores se empieza en el turno 1, con 5 en el turno 2 y con 6 en el turno 3 (con seis jugadores, cada uno empieza con una ficha de Reserva de cada tipo).
    Cada mazo tiene 28 cartas: 3 Líderes, 5 Bosques y 5 de cada recurso más el enfoque de la comunidad (p. ej., +4 Pescado, +1 Maíz).

wolves-rules-page-2 =
    <em>Un turno</em>
    1. Disponibilidad (automática): el modificador del turno revela cartas de disponibilidad; todos los mazos pierden esos recursos para siempre. En el turno 8, en cambio, cada mazo pierde algunas de sus propias cartas que no son Líder (5 en suave, 7 en estándar).
    2. Recolección (todos a la vez): roba de carta en carta (o Robar hasta el próximo Líder); los Líderes van boca arriba (comodines) y las demás cartas a tu mano oculta. Puedes plantarte en cualquier momento tras el primer robo. Un tercer Líder significa que <em>te pasas</em>: tus Líderes vuelven sin poder usarse, no ganas Estatus por devolver cartas este turno y te saltas la siguiente recolección. En el primer turno, el Rango de Estatus se fija ahora: menos Líderes primero y, después, más cartas en la mano.
    3. Bonificación de conservación: +5 de Estatus por cada Líder por debajo de dos.
    4. Necesidades (por rango): paga 3 de cada con cartas de la mano, fichas de Reserva y Líderes (comodines). Lo que falte es público.

wolves-rules-page-3 =
    5. Regalos (por rango): ofrece a cada otro jugador como mucho un regalo de cartas de recurso, Líderes y fichas de Reserva (nunca Bosque). Un regalo de alguien de rango superior se puede aceptar en parte o rechazar; el de alguien de rango inferior debe aceptarse entero. Lo aceptado se convierte en fichas de quien lo recibe: primero para necesidades sin cubrir, luego a Reservas y luego 1 de Estatus cada una. Un Líder se convierte en la ficha que elija quien lo recibe. Quien regala gana 2 de Estatus por cada elemento aceptado.
    6. Balance (por rango): cualquier necesidad sin cubrir hace perder la partida. Después devuelve tus cartas: cualquier número de cartas de recurso y Líderes por 1 de Estatus cada una (no si te has pasado), el resto a cambio de nada; una carta por una ficha de Reserva de su tipo (un Líder: de cualquier tipo); dos Líderes por una carta de Conocimiento que no tengas; fichas de Reserva por 1 de Estatus cada una. Reservas: como mucho 9 fichas, 4 de cada tipo.
    Nuevo rango según el Estatus; Méritos 3/2/1 (2/1 con tres jugadores); el Estatus vuelve a cero.

wolves-rules-page-4 =
    <em>Marcador de Estatus</em>: los marcadores nunca comparten casilla (salvo el cero); un marcador que caería sobre otro retrocede.
    <em>Conocimiento</em> (dos Líderes, 3 copias de cada): Conocer la Tierra (mira tus 3 primeras cartas y reordénalas, una vez por recolección), Sin Desperdicio (un tipo de Reserva con 2 o más fichas gana una en el balance), Presumir (bonificación de conservación 6), Determinación (roba más allá de tu 2.º Líder sin pasarte: una ficha gratis; con la Reserva llena: un cambio), Preservación (límite de Reserva 12), Cuanto Más Compartes (un regalo de 6 o más elementos aceptado entero: 2 fichas gratis).
    <em>En la pantalla de balance</em>: una <em>Devolución</em> entrega una carta, un Líder o una ficha de Reserva por 1 de Estatus; <em>Comprar</em> gasta dos Líderes en una carta de Conocimiento.
    <em>Opciones</em>: disponibilidad gentle (suave) o standard (estándar; retira más cartas: mucho más difícil); comunidades mixed (mezcladas) o dealt (repartidas); temporizador de paso, segundos para la recolección (0 = sin límite).

wolves-rules-page-5 =
    <em>Aclaraciones</em> (donde el reglamento no dice nada, parte 1)
    - Mazos: 5 de cada recurso más el enfoque, 5 Bosques, 3 Líderes. El mazo de disponibilidad (3 de cada) se baraja cada turno; los modificadores por turno son la opción de disponibilidad (el turno 8 retira tus propias cartas que no son Líder).
    - Rango del primer turno: si sigue habiendo empate tras el tamaño de la mano, al azar (no se sabe quién es el «jugador de más edad»).
    - Conservación: los tres Líderes de quien se ha pasado cuentan como boca arriba (sin bonificación); quien se salta la recolección no tiene ninguno boca arriba (bonificación completa).
    - Necesidades: pagas todo lo que puedes.
    - Conocer la Tierra: mira tus 3 primeras cartas y devuélvelas en el orden que quieras (no se roba nada).
    - Determinación: se gana robando al menos una carta con dos Líderes arriba y plantándose sin pasarse. Con la Reserva llena puedes devolver una ficha a cambio de la gratis de otro tipo, o dejar tu Reserva como está; si ningún cambio cabe, se te avisa de que la ficha se pierde.
    - Temporizador de paso: todos los que siguen robando se plantan (tras una carta si no habían robado ninguna); una ficha gratis pendiente va a tu tipo con menos fichas y una Reserva llena se queda como está.

wolves-rules-page-6 =
    <em>Aclaraciones</em> (parte 2)
    - Regalos: un regalo por cada otro jugador y turno, se rechace o no. Cada jugador que termina de regalar recibe la misma línea «X termina de regalar»; una mano con solo Bosques se pregunta como cualquier otra (solo se pasa de largo al instante a quien no tiene cartas, Líderes ni fichas).
    - Lo que un regalo aporte por encima de necesidades y Reservas se convierte en 1 de Estatus cada uno para quien lo recibe.
    - Sin Desperdicio: cualquier tipo con dos o más fichas y hueco gana una. Cuanto Más Compartes: 6 o más elementos aceptados enteros; las fichas deben caber en tu Reserva.
    - Balance: tú eliges cuántas cartas y Líderes dan Estatus; el resto vuelve a cambio de nada, sin anunciarse (como los Bosques). Igual que en los regalos, una mano con solo Bosques se pregunta como cualquier otra; solo se pasa de largo al instante a quien no tiene cartas ni Líderes ni fichas que puedan dar Estatus.
    - Los marcadores de Estatus solo comparten el cero. Empates en cero: más fichas de Reserva y, después, el rango anterior. Para asumir la jefatura hacen falta estrictamente más Méritos.
