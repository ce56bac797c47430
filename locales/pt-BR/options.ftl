# As opções da sala de espera: nome, ajuda (o texto de exemplo do
# formulário) e as palavras dos valores de uma escolha. Os identificadores
# vêm dos dados (src/table/option_words.rs): option-<jogo ou
# table>-<chave>, depois -help ou -is-<valor>. As chaves e os códigos que
# se digitam (night_seconds=90, roles=seer=1, standard,cloak) ficam como
# estão.

## Toda mesa.
option-table-turn-timer = Tempo por vez
option-table-turn-timer-help = segundos que uma pessoa tem para um passo antes que o bot do jogo o jogue por ela (0: desligado)
option-table-lobby-expiry = Duração da sala
option-table-lobby-expiry-help = segundos que uma sala de espera que ninguém começa fica aberta
option-table-away-after = Ausente depois de
option-table-away-after-help = passos perdidos seguidos antes que um bot jogue o lugar até a pessoa retomá-lo (0: nunca)
option-table-abandon-after = Abandono depois de
option-table-abandon-after-help = segundos que uma partida em andamento pode passar sem jogada humana antes de terminar como abandonada
option-table-voice = Canal de voz
option-table-voice-help = o canal de voz que o bot silencia conforme a fase no Discord: auto (aquele em que o anfitrião está ao começar), off, ou um canal

## Lobisomem.
option-werewolf-roles = Papéis
option-werewolf-roles-help = a lista de papéis, p. ex. seer=1,werewolf=2,villager=4 (os lugares que faltarem viram Aldeões); auto = uma seleção equilibrada
option-werewolf-first-night-kill = Morte na primeira noite
option-werewolf-first-night-kill-help = os lobos matam já na primeira noite
option-werewolf-reveal-roles = Revelar papéis
option-werewolf-reveal-roles-help = mostra o papel de cada pessoa que morre
option-werewolf-night-seconds = Noite
option-werewolf-night-seconds-help = tempo da noite em segundos
option-werewolf-day-seconds = Dia
option-werewolf-day-seconds-help = tempo da discussão em segundos
option-werewolf-day-shrink = Dia mais curto
option-werewolf-day-shrink-help = segundos tirados da discussão a cada dia (nunca abaixo de 60)
option-werewolf-quiet-seconds = Calmaria
option-werewolf-quiet-seconds-help = segundos de conversa a cada dia antes de abrirem as acusações (0 = na hora; no máximo metade da discussão)
option-werewolf-bot-wait = Espera dos bots
option-werewolf-bot-wait-help = quando as acusações abrem, cada bot espera um tempo aleatório entre a metade disto e o total antes de acusar ou apoiar (segundos; 0 = na hora)
option-werewolf-artifacts = Artefatos
option-werewolf-artifacts-help = artefatos por pessoa que participa: 0 (nenhum), 1 ou 2
option-werewolf-artifact-list = Lista de artefatos
option-werewolf-artifact-list-help = cartas de artefato em jogo: standard (32 cartas: todas menos cloak, amulet, heart, mask, cudgel, shield), all (38), uma lista (prism,cap,rod), ou qualquer uma das duas com algumas a mais ou a menos (standard,cloak ou all,-orb)
option-werewolf-artifact-opt-out = Sem artefatos
option-werewolf-artifact-opt-out-help = números dos lugares (1 = primeira pessoa) de quem não quer artefatos, p. ex. 2,5; none = todo mundo joga com eles

## Arctic Escape.
option-arctic-escape-size = Tamanho
option-arctic-escape-size-help = tamanho do mapa: small 6x8, medium 8x10, large 10x12 (colunas x linhas)
option-arctic-escape-size-is-small = pequeno
option-arctic-escape-size-is-medium = médio
option-arctic-escape-size-is-large = grande
option-arctic-escape-equipment = Equipamento
option-arctic-escape-equipment-help = peças de equipamento que cada pessoa pode carregar
option-arctic-escape-difficulty = Dificuldade
option-arctic-escape-difficulty-help = dificuldade do mapa: quanto mais alta, menos gelo comum
option-arctic-escape-melt-per-turn = Degelos por turno
option-arctic-escape-melt-per-turn-help = casas aleatórias que derretem no fim de cada turno
option-arctic-escape-max-melts = Degelos até o colapso
option-arctic-escape-max-melts-help = casas derretidas antes que a banquisa desabe (auto: um quarto das casas)
option-arctic-escape-blizzards = Nevascas
option-arctic-escape-blizzards-help = máximo de nevascas ao mesmo tempo no mapa
option-arctic-escape-melt-occupied = Degelo sob jogadores
option-arctic-escape-melt-occupied-help = os degelos aleatórios podem atingir casas com gente em cima

## Arctic Wolf Project Planning.
option-project-planning-tokens = Fichas
option-project-planning-tokens-help = fichas de projeto necessárias para vencer (auto: 2 pessoas 6, 3 pessoas 5, de 4 a 8 pessoas 4; num torneio cada grupo e a final pelo próprio tamanho)
option-project-planning-shared-victory = Vitória dividida
option-project-planning-shared-victory-help = quem empatar na meta divide a vitória em vez de jogar morte súbita (num torneio: só a final; os grupos sempre precisam de um vencedor)
option-project-planning-turn-timer = Tempo por vez
option-project-planning-turn-timer-help = segundos que uma pessoa tem para uma vez antes que o bot a jogue por ela; 0 = sem tempo

## Wolfpack.
option-wolfpack-length = Duração
option-wolfpack-length-help = ovelhas por pessoa: short 14, normal 21, long 28
option-wolfpack-length-is-short = curta
option-wolfpack-length-is-normal = normal
option-wolfpack-length-is-long = longa

## Wolves.
option-wolves-availability = Disponibilidade
option-wolves-availability-help = modificadores de disponibilidade por turno: gentle (0,0,-1,-1,-2,-2,-2, o turno 8 remove 5 cartas suas; cerca de 2 em cada 3 mesas sobrevivem) ou standard (0,-1,-1,-2,-2,-3,-3, o turno 8 remove 7; brutal)
option-wolves-availability-is-gentle = suave
option-wolves-availability-is-standard = padrão
option-wolves-communities = Comunidades
option-wolves-communities-help = mixed: distribuídas ao acaso com todos os recursos principais presentes; dealt: totalmente ao acaso
option-wolves-communities-is-mixed = misturadas
option-wolves-communities-is-dealt = ao acaso
option-wolves-step-timer = Tempo por etapa
option-wolves-step-timer-help = segundos para a coleta simultânea; quando o tempo acaba, quem ainda está comprando para (0: sem tempo)
