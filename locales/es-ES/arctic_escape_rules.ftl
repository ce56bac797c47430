# Arctic Escape: las páginas de /reglas, un mensaje por página (<em>…</em> es negrita).
# docs/rules/arctic-escape.md tiene cada página palabra por palabra (en inglés).

arctic-rules-page-1 =
    <em>Arctic Escape</em> (cooperativo, de 1 a 8 jugadores). Cruzad un témpano que se derrite y embarcad juntos en el barco antes de que se hunda. La fila 1 es la de arriba; el barco espera bajo la última fila. Todos empiezan en las dos filas superiores con una especialidad al azar y equipo al azar (Trineo, Cuerda, Balsa). Hay seis lotes de muestras en el mapa: al entrar en una casilla se recoge uno; vuestra puntuación son las muestras recogidas.

    <em>Un turno</em>: 1. Agrupación: los jugadores de una misma casilla pueden formar, cambiar o deshacer grupos (cualquiera pulsa los botones). Un grupo se mueve y paga como un solo jugador. 2. Movimiento, por orden de asiento (un grupo va en el turno de su primer integrante): primero, si quieres, reequipa; luego muévete una casilla arriba, abajo, a la izquierda o a la derecha, o quédate. 3. Barco: cualquiera puede mover el barco una columna (derrite una casilla). 4. Las ventiscas bajan una fila, a veces de lado o girando; una desaparece cuando su centro sale del mapa, o por sí sola solo muy de vez en cuando (1 turno de cada 150 en mitad del mapa); puede formarse una nueva arriba. 5. Deshielo: casillas al azar se convierten en grietas.

    En una mesa con humanos y bots, la agrupación, el movimiento de un grupo y el barco los deciden los humanos: los bots esperan y dicen en tu panel qué elegirían.

arctic-rules-page-2 =
    <em>Terreno</em>
    - Hielo: gratis.
    - Nieve / Montaña / Agua: al entrar se gasta un Trineo / una Cuerda / una Balsa de cualquier integrante del grupo (tú eliges de quién). Con un Musher / Escalador / Marinero en el grupo solo se gasta 1 vez de cada 3, pero hay que llevar la pieza igualmente.
    - Hielo fino: un jugador, durante un turno: sal de él en tu próximo movimiento o caerás al agua. Al salir se rompe y se convierte en grieta (1 vez de cada 3 con un Raquetista).
    - Puente: un jugador a la vez; al salir se hunde 1 vez de cada 3 (nunca bajo un Ingeniero).
    - Grieta: infranqueable, salvo una vez por partida para un Ingeniero que vaya solo y lleve Cuerda, que la convierte en puente.
    - Ventisca (3 casillas): entrar derrite una casilla al azar; salir cuesta a cada integrante que se mueve una pieza al azar. Con un Explorador en el grupo, cada cosa solo ocurre 1 vez de cada 3.

arctic-rules-page-3 =
    <em>Reequipar</em>: suelta las piezas que quieras y luego cada integrante se recarga hasta el límite con piezas a tu elección. Derrite una casilla al azar por jugador o grupo (no por pieza).

    <em>Embarque</em>: baja desde la casilla de la última fila junto al barco. Todos deben embarcar en el mismo turno, así que el embarque solo se abre cuando todos los jugadores que siguen en tierra están en esa casilla con sus movimientos por hacer; en cuanto alguien embarca, los demás embarcan también.

    <em>Perdéis</em> cuando el deshielo llega al máximo, cuando un jugador cae en una grieta o cuando las grietas separan a un jugador de la última fila o dividen a los jugadores de forma que nunca puedan embarcar juntos. Mientras un Ingeniero conserve su puente, quedar aislado es solo un aviso.

arctic-rules-page-4 =
    <em>Ajustes</em>: size (small 6x8, medium 8x10, large 10x12), equipo por jugador (1-3), dificultad (1-5: hielo normal del 80 % al 32 %), melt_per_turn (1-3), max_melts (5-40, auto: una cuarta parte de las casillas), blizzards (0-3 a la vez), melt_occupied (el deshielo al azar puede afectar a casillas ocupadas; sí por defecto).

    <em>Mapa</em>: "." hielo, "-" hielo fino, "*" nieve, "^" montaña, "~" agua, "=" puente, "#" grieta; tras el terreno de una casilla vienen sus marcas: los dígitos de cada jugador que hay en ella, "s" una muestra, "@" una ventisca.

    <em>Imagen del mapa</em>: columnas desde la A a lo largo de arriba, filas desde el 1 bajando por el lateral: c5 es la columna C, fila 5. Discos: jugadores, con su número; un anillo de color une a un grupo; una X roja: caído. Rombo naranja: una muestra. Gris con rayas blancas: una ventisca. Pálido: hielo · azul pálido, agrietado: hielo fino · blanco, punteado: nieve · pico gris: montaña · azul, olas: agua · oscuro: grieta · tablones: puente. Bajo el mapa: el barco (quienes están a bordo, a su lado); la flecha dorada marca la casilla de embarque. Arriba: el deshielo hasta ahora y las muestras recogidas.
