# Las opciones de la sala: nombre, ayuda (el texto de ejemplo del
# formulario) y las palabras de los valores de una elección. Los
# identificadores salen de los datos (src/table/option_words.rs):
# option-<juego o table>-<clave>, y luego -help o -is-<valor>. Las claves y
# los códigos que se escriben (night_seconds=90, roles=seer=1,
# standard,cloak) se quedan tal cual.

## Todas las mesas.
option-table-turn-timer = Tiempo por turno
option-table-turn-timer-help = segundos que tiene un jugador para un paso antes de que el bot del juego lo juegue por él (0: desactivado)
option-table-lobby-expiry = Duración de la sala
option-table-lobby-expiry-help = segundos que sigue abierta una sala que nadie empieza
option-table-away-after = Ausente tras
option-table-away-after-help = pasos perdidos seguidos antes de que un bot juegue el asiento hasta que su jugador lo recupere (0: nunca)
option-table-abandon-after = Abandono tras
option-table-abandon-after-help = segundos que una partida en curso puede pasar sin una jugada humana antes de terminar como abandonada
option-table-voice = Canal de voz
option-table-voice-help = el canal de voz que el bot silencia según la fase en Discord: auto (en el que esté el anfitrión al empezar), off, o un canal

## Hombres Lobo.
option-werewolf-roles = Roles
option-werewolf-roles-help = la lista de roles, p. ej. seer=1,werewolf=2,villager=4 (los asientos que falten serán Aldeanos); auto = una selección equilibrada
option-werewolf-first-night-kill = Muerte la primera noche
option-werewolf-first-night-kill-help = los lobos matan ya la primera noche
option-werewolf-reveal-roles = Revelar roles
option-werewolf-reveal-roles-help = muestra el rol de cada jugador que muere
option-werewolf-night-seconds = Noche
option-werewolf-night-seconds-help = tiempo de la noche en segundos
option-werewolf-day-seconds = Día
option-werewolf-day-seconds-help = tiempo de la discusión en segundos
option-werewolf-day-shrink = Día más corto
option-werewolf-day-shrink-help = segundos que se quitan a la discusión cada día (nunca por debajo de 60)
option-werewolf-quiet-seconds = Calma
option-werewolf-quiet-seconds-help = segundos de charla cada día antes de que se abran las nominaciones (0 = enseguida; como mucho la mitad de la discusión)
option-werewolf-bot-wait = Espera de los bots
option-werewolf-bot-wait-help = cuando se abren las nominaciones, cada bot espera un tiempo al azar entre la mitad de esto y el total antes de nominar o secundar (segundos; 0 = enseguida)
option-werewolf-artifacts = Artefactos
option-werewolf-artifacts-help = artefactos por jugador que participa: 0 (ninguno), 1 o 2
option-werewolf-artifact-list = Lista de artefactos
option-werewolf-artifact-list-help = cartas de artefacto en juego: standard (32 cartas: todas menos cloak, amulet, heart, mask, cudgel, shield), all (38), una lista (prism,cap,rod), o cualquiera de las dos con algunas más o menos (standard,cloak o all,-orb)
option-werewolf-artifact-opt-out = Sin artefactos
option-werewolf-artifact-opt-out-help = números de asiento (1 = primer jugador) de quienes no quieren artefactos, p. ej. 2,5; none = todos juegan con ellos

## Arctic Escape.
option-arctic-escape-size = Tamaño
option-arctic-escape-size-help = tamaño del mapa: small 6x8, medium 8x10, large 10x12 (columnas x filas)
option-arctic-escape-size-is-small = pequeño
option-arctic-escape-size-is-medium = mediano
option-arctic-escape-size-is-large = grande
option-arctic-escape-equipment = Equipo
option-arctic-escape-equipment-help = piezas de equipo que puede llevar cada jugador
option-arctic-escape-difficulty = Dificultad
option-arctic-escape-difficulty-help = dificultad del mapa: cuanto más alta, menos hielo normal
option-arctic-escape-melt-per-turn = Deshielos por turno
option-arctic-escape-melt-per-turn-help = casillas al azar que se derriten al final de cada turno
option-arctic-escape-max-melts = Deshielos hasta el derrumbe
option-arctic-escape-max-melts-help = casillas derretidas antes de que el témpano se hunda (auto: una cuarta parte de las casillas)
option-arctic-escape-blizzards = Ventiscas
option-arctic-escape-blizzards-help = máximo de ventiscas a la vez en el mapa
option-arctic-escape-melt-occupied = Deshielo bajo jugadores
option-arctic-escape-melt-occupied-help = los deshielos al azar pueden caer en casillas con jugadores encima

## Arctic Wolf Project Planning.
option-project-planning-tokens = Fichas
option-project-planning-tokens-help = fichas de proyecto necesarias para ganar (auto: 2 jugadores 6, 3 jugadores 5, de 4 a 8 jugadores 4; en un torneo cada grupo y la final según su tamaño)
option-project-planning-shared-victory = Victoria compartida
option-project-planning-shared-victory-help = los empatados en la meta comparten la victoria en vez de jugar a muerte súbita (en un torneo: solo la final; los grupos siempre necesitan un ganador)
option-project-planning-turn-timer = Tiempo por turno
option-project-planning-turn-timer-help = segundos que tiene un jugador para un turno antes de que el bot lo juegue por él; 0 = sin tiempo

## Wolfpack.
option-wolfpack-length = Duración
option-wolfpack-length-help = ovejas por jugador: short 14, normal 21, long 28
option-wolfpack-length-is-short = corta
option-wolfpack-length-is-normal = normal
option-wolfpack-length-is-long = larga

## Wolves.
option-wolves-availability = Disponibilidad
option-wolves-availability-help = modificadores de disponibilidad por turno: gentle (0,0,-1,-1,-2,-2,-2, el turno 8 retira 5 cartas tuyas; sobreviven unas 2 de cada 3 mesas) o standard (0,-1,-1,-2,-2,-3,-3, el turno 8 retira 7; brutal)
option-wolves-availability-is-gentle = suave
option-wolves-availability-is-standard = estándar
option-wolves-communities = Comunidades
option-wolves-communities-help = mixed: repartidas al azar con todos los recursos principales presentes; dealt: totalmente al azar
option-wolves-communities-is-mixed = mezcladas
option-wolves-communities-is-dealt = al azar
option-wolves-step-timer = Tiempo por paso
option-wolves-step-timer-help = segundos para la recolección simultánea; al acabar el tiempo se detiene a quien siga robando (0: sin tiempo)
