# werewolf: textos em português (convenções em docs/design.md, "Text is data").
# Um argumento de jogador vale `you` para quem lê, então as mensagens
# selecionam nele; <em>…</em> é ênfase.

## Lados.
werewolf-team-village = Vila
werewolf-team-werewolves = Lobisomens
werewolf-team-tanner = Curtidor

## Papéis: o nome de um papel e o seu poder.
werewolf-role-villager = Aldeão
werewolf-role-villager-ability = Sem poder especial: encontre os lobisomens e vote para eliminá-los.
werewolf-role-seer = Vidente
werewolf-role-seer-ability = Toda noite, descubra se alguém é lobisomem.
werewolf-role-apprentice-seer = Aprendiz de Vidente
werewolf-role-apprentice-seer-ability = Quando a Vidente morre, você se torna a Vidente.
werewolf-role-aura-seer = Vidente de Aura
werewolf-role-aura-seer-ability = Toda noite, descubra se alguém tem um papel especial.
werewolf-role-bodyguard = Guarda-costas
werewolf-role-bodyguard-ability = Toda noite, proteja alguém (não a mesma pessoa duas noites seguidas).
werewolf-role-witch = Bruxa
werewolf-role-witch-ability = Uma vez por jogo, salve a vítima dos lobos; uma vez por jogo, elimine alguém à noite.
werewolf-role-hunter = Caçador
werewolf-role-hunter-ability = Quando você é eliminado, elimina alguém à sua escolha.
werewolf-role-mason = Maçom
werewolf-role-mason-ability = Na primeira noite, você conhece os outros Maçons.
werewolf-role-prince = Príncipe
werewolf-role-prince-ability = Na primeira vez que a votação eliminar você, você se revela e sobrevive.
werewolf-role-mayor = Prefeito
werewolf-role-mayor-ability = Seu voto vale por dois.
werewolf-role-tough-guy = Durão
werewolf-role-tough-guy-ability = Um ataque dos lobisomens só mata você no fim do dia seguinte.
werewolf-role-old-hag = Velha Megera
werewolf-role-old-hag-ability = Toda noite, mande alguém para fora da vila no dia seguinte (sem falar, sem votar).
werewolf-role-spellcaster = Conjuradora
werewolf-role-spellcaster-ability = Toda noite, silencie alguém para o dia seguinte.
werewolf-role-diseased = Doente
werewolf-role-diseased-ability = Se os lobisomens eliminarem você, eles perdem o próximo ataque.
werewolf-role-village-idiot = Idiota da Vila
werewolf-role-village-idiot-ability = Você sempre vota para eliminar.
werewolf-role-pacifist = Pacifista
werewolf-role-pacifist-ability = Você sempre vota para poupar.
werewolf-role-lycan = Licantropo
werewolf-role-lycan-ability = Um aldeão que a Vidente vê como lobisomem.
werewolf-role-cursed = Amaldiçoado
werewolf-role-cursed-ability = Um aldeão que vira lobisomem em vez de morrer quando os lobos atacam.
werewolf-role-werewolf = Lobisomem
werewolf-role-werewolf-ability = Toda noite, os lobos combinam uma vítima.
werewolf-role-wolf-cub = Filhote de Lobo
werewolf-role-wolf-cub-ability = Um lobisomem; quando você morre, os lobos matam dois na noite seguinte.
werewolf-role-minion = Lacaio
werewolf-role-minion-ability = Time dos lobisomens: você conhece os lobos, eles não conhecem você; videntes veem um aldeão.
werewolf-role-sorceress = Feiticeira
werewolf-role-sorceress-ability = Time dos lobisomens: toda noite, descubra se alguém é a Vidente.
werewolf-role-tanner = Curtidor
werewolf-role-tanner-ability = Você só vence se for eliminado.

## Artefatos: o nome de uma carta e o seu texto.
werewolf-artifact-prism-of-power = Prisma do Poder
werewolf-artifact-prism-of-power-text = Escolha três pessoas: esta noite os lobos precisam escolher a vítima entre elas.
werewolf-artifact-cap-of-idiocy = Gorro da Idiotice
werewolf-artifact-cap-of-idiocy-text = Você sempre vota para eliminar.
werewolf-artifact-wreath-of-peace = Coroa da Paz
werewolf-artifact-wreath-of-peace-text = Você sempre vota para poupar.
werewolf-artifact-rod-of-reincarnation = Vara da Reencarnação
werewolf-artifact-rod-of-reincarnation-text = Revele ao ser eliminado: você continua no jogo com um novo papel entre os papéis não usados.
werewolf-artifact-scepter-of-rebirth = Cetro do Renascimento
werewolf-artifact-scepter-of-rebirth-text = Revele ao ser eliminado: você volta à vida.
werewolf-artifact-void-of-nothingness = Vazio do Nada
werewolf-artifact-void-of-nothingness-text = Sem efeito.
werewolf-artifact-sheet-of-the-ghost = Lençol do Fantasma
werewolf-artifact-sheet-of-the-ghost-text = Alguém eliminado no dia anterior dá uma única letra para você.
werewolf-artifact-sapphire-of-fate = Safira do Destino
werewolf-artifact-sapphire-of-fate-text = Escolha alguém com um artefato não revelado: essa pessoa o revela agora.
werewolf-artifact-amethyst-of-knowledge = Ametista do Conhecimento
werewolf-artifact-amethyst-of-knowledge-text = Veja em segredo o artefato não revelado de alguém; você pode obrigar a pessoa a revelá-lo agora.
werewolf-artifact-diamond-of-denial = Diamante da Negação
werewolf-artifact-diamond-of-denial-text = Devolva ao baralho um artefato revelado de efeito permanente de alguém.
werewolf-artifact-emerald-of-jealousy = Esmeralda do Ciúme
werewolf-artifact-emerald-of-jealousy-text = Pegue o artefato não revelado de alguém; ele passa a ser seu, ainda não revelado.
werewolf-artifact-onyx-of-destruction = Ônix da Destruição
werewolf-artifact-onyx-of-destruction-text = Tire do jogo o artefato não revelado de alguém.
werewolf-artifact-ruby-of-kismet = Rubi da Sina
werewolf-artifact-ruby-of-kismet-text = Duas pessoas revelam seus artefatos, na ordem que você escolher.
werewolf-artifact-citrine-of-fortune = Citrino da Fortuna
werewolf-artifact-citrine-of-fortune-text = Troque este por um novo artefato, que você revela na hora.
werewolf-artifact-amber-of-dawn = Âmbar da Aurora
werewolf-artifact-amber-of-dawn-text = Quem revelou um artefato de uso único recebe um novo, virado para baixo.
werewolf-artifact-amulet-of-protection = Amuleto da Proteção
werewolf-artifact-amulet-of-protection-text = Quem o tem não pode ser eliminado; a cada amanhecer ele passa para alguém que ainda não o teve.
werewolf-artifact-shield-of-the-bodyguard = Escudo do Guarda-costas
werewolf-artifact-shield-of-the-bodyguard-text = A cada amanhecer, escolha uma pessoa diferente, que não pode morrer na noite seguinte.
werewolf-artifact-blood-of-the-diseased = Sangue do Doente
werewolf-artifact-blood-of-the-diseased-text = Escolha alguém: essa pessoa fica Doente.
werewolf-artifact-skimmer-of-the-cursed = Escumadeira do Amaldiçoado
werewolf-artifact-skimmer-of-the-cursed-text = Você passa a ser Amaldiçoado.
werewolf-artifact-claw-of-the-werewolf = Garra do Lobisomem
werewolf-artifact-claw-of-the-werewolf-text = Você se junta aos lobisomens e mantém o poder do seu papel.
werewolf-artifact-cloak-of-the-prince = Manto do Príncipe
werewolf-artifact-cloak-of-the-prince-text = A votação não pode eliminar você.
werewolf-artifact-mace-of-the-mayor = Maça do Prefeito
werewolf-artifact-mace-of-the-mayor-text = Seu voto vale por dois.
werewolf-artifact-heart-of-indifference = Coração da Indiferença
werewolf-artifact-heart-of-indifference-text = A cada amanhecer, escolha alguém que não pode votar naquele dia.
werewolf-artifact-mask-of-spellcasting = Máscara da Conjuração
werewolf-artifact-mask-of-spellcasting-text = A cada amanhecer, escolha alguém que fica em silêncio naquele dia.
werewolf-artifact-cudgel-of-the-old-hag = Porrete da Velha Megera
werewolf-artifact-cudgel-of-the-old-hag-text = A cada amanhecer, escolha alguém que fica fora da vila naquele dia.
werewolf-artifact-vote-from-beyond = Voto do Além
werewolf-artifact-vote-from-beyond-text = Você pode votar depois de ser eliminado.
werewolf-artifact-eye-of-the-beholder = Olho do Observador
werewolf-artifact-eye-of-the-beholder-text = Toda noite, você vê quem a Vidente olhou e o que ela viu.
werewolf-artifact-staff-of-the-seer = Cajado da Vidente
werewolf-artifact-staff-of-the-seer-text = Veja em segredo o papel de alguém.
werewolf-artifact-ring-of-truth = Anel da Verdade
werewolf-artifact-ring-of-truth-text = Descubra em segredo se alguém é lobisomem.
werewolf-artifact-mist-of-aura = Névoa da Aura
werewolf-artifact-mist-of-aura-text = Descubra em segredo se alguém tem um papel especial.
werewolf-artifact-mirror-of-the-doppelganger = Espelho do Doppelgänger
werewolf-artifact-mirror-of-the-doppelganger-text = Veja em segredo o papel de alguém e ganhe o poder dele além do seu.
werewolf-artifact-diary-of-the-insomniac = Diário do Insone
werewolf-artifact-diary-of-the-insomniac-text = Descubra se algum dos seus vizinhos agiu na noite passada.
werewolf-artifact-stone-of-alteration = Pedra da Alteração
werewolf-artifact-stone-of-alteration-text = Você recebe um novo papel entre os papéis não usados.
werewolf-artifact-breath-of-the-old-man = Sopro do Velho
werewolf-artifact-breath-of-the-old-man-text = Escolha alguém: essa pessoa morre na noite depois da próxima.
werewolf-artifact-bow-of-hunting = Arco da Caça
werewolf-artifact-bow-of-hunting-text = Dê o arco a alguém, que precisa eliminar uma pessoa em até um minuto.
werewolf-artifact-spear-of-fury = Lança da Fúria
werewolf-artifact-spear-of-fury-text = Revele seu papel a todos e depois elimine alguém.
werewolf-artifact-orb-of-speculation = Orbe da Especulação
werewolf-artifact-orb-of-speculation-text = Aponte duas pessoas: se as duas forem lobisomens, a vila vence; senão, você morre.
werewolf-artifact-talisman-of-trouble = Talismã da Confusão
werewolf-artifact-talisman-of-trouble-text = Hoje a votação pode eliminar uma segunda pessoa.

## O registro da noite (o que estava oculto, mostrado no fim e aos mortos).
werewolf-log-attacked-protected = { $player ->
    [you] Você sofreu
   *[other] { $player } sofreu
} um ataque, mas estava sob proteção.
werewolf-log-tough-guy-wounded = { $player ->
    [you] Você, o Durão, sofreu um ataque e vai morrer
   *[other] O Durão { $player } sofreu um ataque e vai morrer
} no fim do dia { $day }.
werewolf-log-diseased-eaten = { $player ->
    [you] Você estava
   *[other] { $player } estava
} Doente: os lobos perdem o próximo ataque.
werewolf-log-breath-blocked = O Sopro do Velho sobre { $player ->
    [you] você
   *[other] { $player }
} foi bloqueado.
werewolf-log-poison-blocked = { $witch ->
    [you] Seu veneno
   *[other] O veneno de { $witch }
} em { $player ->
    [you] você
   *[other] { $player }
} foi bloqueado.
werewolf-log-cursed-turned = { $player ->
    [you] Você era
   *[other] { $player } era
} Amaldiçoado e virou lobisomem.
werewolf-log-died = Dia { $day }: { $player ->
    [you] você
   *[other] { $player }
} ({ $role }) morreu ({ $cause }).
werewolf-log-died-night = Noite { $night }: { $player ->
    [you] você
   *[other] { $player }
} ({ $role }) morreu ({ $cause }).
werewolf-log-wolf-cub-died = O Filhote de Lobo morreu: os lobos matam dois na próxima noite.
werewolf-log-apprentice-promoted = { $player ->
    [you] Você, Aprendiz de Vidente, se torna
   *[other] A Aprendiz de Vidente { $player } se torna
} a Vidente.

## O que alguém descobre sobre si.
werewolf-note-wounded = Os lobos atacaram você: você vai morrer no fim do dia { $day }.
werewolf-note-cursed-turned = Os lobos atacaram você: você era Amaldiçoado e agora é um lobisomem.
werewolf-note-apprentice-promoted = A Vidente morreu: agora você é a Vidente.

## O que você sabe.
werewolf-intel-joined-pack = { $player ->
    [you] Você entrou
   *[other] { $player } entrou
} para a alcateia.
werewolf-intel-is-werewolf = { $player ->
    [you] Você é
   *[other] { $player } é
} um lobisomem.

## Mortes e o dia.
werewolf-amulet-saves = { $player ->
    [you] Você tem
   *[other] { $player } tem
} o Amuleto da Proteção e está a salvo da eliminação.
werewolf-death-night = { $player ->
    [you] Você morreu
   *[other] { $player } morreu
} durante a noite.
werewolf-death-vote = A votação elimina { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-death-hunter = { $player ->
    [you] Você leva
   *[other] { $player } leva
} um tiro do Caçador.
werewolf-death-wounds = { $player ->
    [you] Você sucumbe
   *[other] { $player } sucumbe
} aos ferimentos dos lobisomens.
werewolf-death-bow = O Arco da Caça atinge { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-death-spear = { $player ->
    [you] Você cai
   *[other] { $player } cai
} sob a Lança da Fúria.
werewolf-death-orb = O Orbe da Especulação consome { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-death-role-shown = { $death } { $player ->
    [you] Você era
   *[other] Era
} <em>{ $role }</em>.
werewolf-second-elimination = Hoje é permitida uma segunda eliminação por votação: as acusações estão abertas de novo.
werewolf-game-over = Fim de jogo: vitória do time <em>{ $team }</em> — { $reason }.
werewolf-stalemate = Fim de jogo: empate. Ninguém morreu em { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}; o moderador encerra a partida e ninguém vence.
werewolf-day-starts = <em>Dia { $day }</em>: discussão. { $artifacts ->
    [0] Acuse alguém ou apoie uma acusação.
   *[1] Acuse alguém, apoie uma acusação ou revele um artefato.
}
werewolf-day-starts-quiet = <em>Dia { $day }</em>: discussão. { $artifacts ->
    [0] Acuse alguém ou apoie uma acusação.
   *[1] Acuse alguém, apoie uma acusação ou revele um artefato.
} As acusações abrem em { $seconds } s.
werewolf-day-ends-no-elimination = O dia { $day } termina sem eliminação.

## A noite.
werewolf-log-night-header = — Noite { $night } —
werewolf-night-falls = Cai a <em>Noite { $night }</em>. Cada pessoa recebe uma pergunta privada.
werewolf-first-night-no-kill = Cai a <em>Noite 1</em> (sem mortes na primeira noite). Cada pessoa recebe uma pergunta privada.
werewolf-wolf-vote = { $wolf ->
    [you] Você vota
   *[other] { $wolf } vota
} para matar { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-pack-chose = A alcateia escolheu { $victims }.
werewolf-pack-chose-none = A alcateia não escolheu nenhuma vítima.
werewolf-finding-werewolf = { $player ->
    [you] você é
   *[other] { $player } é
} um lobisomem
werewolf-finding-not-werewolf = { $player ->
    [you] você não é
   *[other] { $player } não é
} um lobisomem
werewolf-finding-special = { $player ->
    [you] você tem
   *[other] { $player } tem
} um papel especial
werewolf-finding-not-special = { $player ->
    [you] você não tem
   *[other] { $player } não tem
} um papel especial
werewolf-finding-seer = { $player ->
    [you] você é
   *[other] { $player } é
} a Vidente
werewolf-finding-not-seer = { $player ->
    [you] você não é
   *[other] { $player } não é
} a Vidente
werewolf-intel-night-look = Noite { $night }: { $finding }.
werewolf-log-night-look = { $player ->
    [you] Você ({ $looker })
   *[other] { $looker } { $player }
}: { $look }
werewolf-log-guard = { $bodyguard ->
    [you] { $player ->
        [you] Você, o Guarda-costas, se protege.
       *[other] Você, o Guarda-costas, protege { $player }.
    }
   *[other] O Guarda-costas { $bodyguard } protege { $player ->
        [you] você
       *[other] { $player }
    }.
}
werewolf-log-hag = { $hag ->
    [you] Você, a Velha Megera, manda
   *[other] A Velha Megera { $hag } manda
} { $player ->
    [you] você
   *[other] { $player }
} para fora da vila.
werewolf-log-spell = { $spellcaster ->
    [you] Você, a Conjuradora, silencia
   *[other] A Conjuradora { $spellcaster } silencia
} { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-log-witch-saves = { $witch ->
    [you] { $player ->
        [you] Você, a Bruxa, se salva.
       *[other] Você, a Bruxa, salva { $player }.
    }
   *[other] A Bruxa { $witch } salva { $player ->
        [you] você
       *[other] { $player }
    }.
}
werewolf-log-witch-poisons = { $witch ->
    [you] Você, a Bruxa, envenena
   *[other] A Bruxa { $witch } envenena
} { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-roles-in-play = Papéis em jogo: { $roles }
werewolf-finding-role = { $player ->
    [you] você é
   *[other] { $player } é
} { $role }
werewolf-intel-artifact-look = { $artifact }: { $finding }.
werewolf-log-artifact-look = { $player ->
    [you] Você
   *[other] { $player }
} — { $look }
werewolf-log-role-changed = { $player ->
    [you] Você muda
   *[other] { $player } muda
} de papel: { $old } -> { $new }.
werewolf-note-new-role = Seu novo papel: <em>{ $role }</em> — { $ability }
werewolf-hunter-shoots = { $hunter ->
    [you] Você atira
   *[other] O Caçador { $hunter } atira
} em { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-log-hunter-shot = { $hunter ->
    [you] Você, o Caçador, atirou
   *[other] O Caçador { $hunter } atirou
} em { $player ->
    [you] você
   *[other] { $player }
}.

## Votações.
werewolf-cannot-be-eliminated = { $who ->
    [you] você
   *[other] { $who }
} (a salvo da eliminação: { $why })
werewolf-vote-nobody = ninguém
werewolf-vote-sides = Eliminar: { $eliminate } · Poupar: { $spare }
werewolf-vote-open = Votação sobre { $player ->
    [you] você
   *[other] { $player }
}. { $sides }
werewolf-vote-count = ({ $eliminate } por eliminar, { $spare } por poupar; { $needed ->
    [one] { $needed } necessário
   *[other] { $needed } necessários
})
werewolf-vote-count-outweighed = ({ $eliminate } votantes por eliminar, { $spare } por poupar; { $needed } votos necessários: votos que contam mais decidiram)
werewolf-vote-eliminated = A votação elimina { $player ->
    [you] você
   *[other] { $player }
} por { $count }.
werewolf-vote-spared = A votação poupa { $player ->
    [you] você
   *[other] { $player }
} por { $count }.
werewolf-vote-survives = { $player ->
    [you] Você sobrevive
   *[other] { $player } sobrevive
} apesar de { $count }: { $why }.
werewolf-vote-line = { $head } { $sides }
werewolf-vote-line-absent = { $head } { $sides } · Não votaram: { $absent }
werewolf-vote-of-day = Dia { $day }: { $vote }

## O dia: perguntas e escolhas.
werewolf-ask-discuss = Dia { $day }: discuta; { $artifacts ->
    [0] acuse alguém (uma vez por dia) ou diga que terminou.
   *[1] acuse alguém (uma vez por dia), revele um artefato ou diga que terminou.
}
werewolf-ask-talk-first = Dia { $day }: primeiro conversem; as acusações abrem quando o timer acabar. { $artifacts ->
    [0] Você pode dizer que terminou.
   *[1] Você pode revelar um artefato ou dizer que terminou.
}
werewolf-choice-nominate = { $player ->
    [you] Me acusar
   *[other] Acusar { $player }
}
werewolf-choice-claim = Fazer uma declaração
werewolf-choice-claim-hint = diga em público se alguém é lobisomem (uma descoberta ou um blefe)
werewolf-choice-done = Terminei por hoje
werewolf-choice-done-hint = a discussão acaba mais cedo quando todos na vila terminam
werewolf-choice-second = Apoiar: { $player ->
    [you] me levar
   *[other] levar { $player }
} a julgamento
werewolf-choice-do-not-second = Não apoiar
werewolf-ask-second = { $nominator ->
    [you] Você
   *[other] { $nominator }
} acusou { $accused ->
    [you] você
   *[other] { $accused }
}. Apoiar?
werewolf-choice-rest = Encerrar minha defesa
werewolf-ask-defence = Você está em julgamento: faça sua defesa e depois encerre-a para começar a votação.
werewolf-choice-keep-hidden = Manter meus artefatos ocultos
werewolf-ask-reveal-before-vote = { $player ->
    [you] Você está
   *[other] { $player } está
} se defendendo. Revelar um artefato antes da votação?
werewolf-choice-eliminate = { $player ->
    [you] Me eliminar
   *[other] Eliminar { $player }
}
werewolf-choice-spare = { $player ->
    [you] Me poupar
   *[other] Poupar { $player }
}
werewolf-ask-vote-forced-eliminate = Você sempre vota para eliminar.
werewolf-ask-vote-forced-spare = Você sempre vota para poupar.
werewolf-ask-vote = Votação sobre { $player ->
    [you] você
   *[other] { $player }
}: eliminar ou poupar?
werewolf-choice-claim-wolf = { $player ->
    [you] Eu: lobo
   *[other] { $player }: lobo
}
werewolf-choice-claim-clean = { $player ->
    [you] Eu: não sou lobo
   *[other] { $player }: não é lobo
}
werewolf-choice-back = Voltar
werewolf-ask-claim = Dia { $day }: faça uma declaração pública sobre alguém. Todos veem; se é verdade ou não, você decide.

## O dia: o que todos veem.
werewolf-claims-wolf = { $player ->
    [you] Você declara
   *[other] { $player } declara
}: { $about ->
    [you] você é
   *[other] { $about } é
} um lobisomem.
werewolf-claims-clean = { $player ->
    [you] Você declara
   *[other] { $player } declara
}: { $about ->
    [you] você não é
   *[other] { $about } não é
} um lobisomem.
werewolf-nominates = { $player ->
    [you] Você acusa
   *[other] { $player } acusa
} { $accused ->
    [you] você
   *[other] { $accused }
}. Alguém apoia?
werewolf-seconds = { $player ->
    [you] Você apoia
   *[other] { $player } apoia
}. { $accused ->
    [you] Você está em julgamento: hora da sua defesa.
   *[other] { $accused } está em julgamento: hora da defesa.
}
werewolf-vote-starts = Votação: eliminar ou poupar { $player ->
    [you] você
   *[other] { $player }
}?
werewolf-nobody-seconds = Ninguém apoia: { $player ->
    [you] você não vai
   *[other] { $player } não vai
} a julgamento.
werewolf-nobody-seconded-in-time = Ninguém apoiou a tempo: { $player ->
    [you] você não vai
   *[other] { $player } não vai
} a julgamento.
werewolf-trial-over-dead = { $player ->
    [you] Você morreu
   *[other] { $player } morreu
}: o julgamento acabou.
werewolf-nominations-open = As acusações estão abertas.
werewolf-discussion-time-up = Acabou o tempo da discussão de hoje.
werewolf-cloak-saves = O Manto do Príncipe: a votação não pode eliminar { $player ->
    [you] você
   *[other] { $player }
}.
werewolf-prince-saves = { $player ->
    [you] Você revela
   *[other] { $player } revela
} a carta do Príncipe e { $player ->
    [you] sobrevive
   *[other] sobrevive
} à votação.
werewolf-mirrored-prince-saves = { $player ->
    [you] Você sobrevive
   *[other] { $player } sobrevive
} à votação com o poder do Príncipe, copiado com o Espelho do Doppelgänger.

## Por que uma maioria não eliminou (senão, o nome de uma carta ou papel).
werewolf-vote-save-mirrored-prince = o poder do Príncipe, copiado com o Espelho

## A sala privada dos lobisomens, e por que alguém deve ficar calado.
werewolf-room-wolves = Covil dos lobos
werewolf-muted-dead = morto
werewolf-muted-sent-away = mandado para fora da vila hoje
werewolf-muted-silenced = silenciado hoje
