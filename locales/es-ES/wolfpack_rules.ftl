# Wolfpack: las páginas de /reglas, un mensaje por página (<em>…</em> es negrita).
# docs/rules/wolfpack.md tiene cada página palabra por palabra (en inglés).

wolfpack-rules-page-1 =
    <em>Wolfpack</em>: atrapa ovejas y lobos rivales. Cada jugador tiene un color de manada (gris, blanco, negro, rojo, marrón) con 10 lobos. Los lobos en juego y 14/21/28 ovejas por jugador (opción de duración) se barajan en 6 montones boca abajo. Hay 56 cartas de acción: 14 de cada una de Atrapar ovejas, Atrapar lobos, Quitar carta y Cambiar manos.
    Apertura: se sortea quién empieza y luego, por orden de asiento, cada jugador coge 3 cartas de juego, de una en una, de los montones que elija. Tu mano es secreta; todos ven cuántas cartas tienes.

wolfpack-rules-page-2 =
    <em>Tu turno</em>: haz exactamente una de estas cosas
    1. coger una carta de juego del montón que elijas;
    2. robar una carta de acción y guardarla o jugarla al momento (si ya tienes dos, debes jugarla);
    3. jugar una carta de acción de tu mano;
    4. descartar tus dos cartas de acción boca abajo (en secreto) y robar una nueva, que podrás jugar desde tu próximo turno.
    Puedes tener cualquier número de cartas de juego, pero como mucho 2 cartas de acción. Cuando se acaba el mazo de acción, los descartes se barajan para formar un mazo nuevo.

wolfpack-rules-page-3 =
    <em>Cartas de acción</em>
    Atrapar ovejas: si tu mano tiene más lobos de tu color que lobos rivales, todas sus ovejas van a tu montón de puntos (1 punto cada una), y el tablero anuncia los recuentos de lobos que lo permitieron (en lugar de que los demás pidan mirar). Si no, la carta se gasta sin efecto y el tablero solo dice que ha fallado.
    Atrapar lobos: todos los lobos rivales de tu mano van a tu montón de puntos (3 puntos cada uno).
    Quitar carta: a cada otro jugador que siga en juego le quitas una carta de juego al azar o una carta de acción al azar (tú eliges el tipo; nunca más de 2 cartas de acción).
    Cambiar manos: todas las manos en juego pasan al siguiente jugador, a la izquierda o a la derecha, como elijas. Una mano con más de 2 cartas de acción descarta al azar.

wolfpack-rules-page-4 =
    <em>Final y puntuación</em>: un jugador al que le han atrapado sus 10 lobos queda fuera de juego (se le salta y no se le puede elegir como objetivo), pero sigue puntuando. La partida termina en cuanto alguien ha atrapado todos los lobos rivales, o cuando se coge la última carta de juego de los montones; si un jugador se queda solo en juego, sigue jugando.
    Montón de puntos: oveja 1, lobo rival 3. Cada mano al final: sus ovejas van al dueño del color con más lobos en esa mano (incluido el propio); en caso de empate se reparten a partes iguales entre los empatados y el sobrante se pierde. Una mano sin lobos no puntúa; los lobos y las cartas de acción en la mano no puntúan. Gana el total más alto; los empates comparten la victoria.
