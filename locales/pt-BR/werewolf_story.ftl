# O tabuleiro do Lobisomem, a história no fim e os títulos das páginas de regras.
# Convenções (docs/design.md, "Text is data"): um argumento de jogador vale `you`
# para quem lê, então as mensagens selecionam nele; <em>…</em> é ênfase.

## O tabuleiro.
werewolf-view-title = { game-title-werewolf } — { $step }
werewolf-view-night = Noite { $n }
werewolf-view-over = Fim de jogo
werewolf-view-dawn = Amanhecer do dia { $n }
werewolf-view-dusk = Anoitecer do dia { $n }
werewolf-view-nomination = Dia { $n }: acusação
werewolf-view-trial = Dia { $n }: julgamento
werewolf-view-vote = Dia { $n }: votação
werewolf-view-discussion = Dia { $n }: discussão
werewolf-view-status = { $step } · { $alive } de { $seats } vivos{ $awaited }
werewolf-view-resolving = O moderador está resolvendo a eliminação…
werewolf-view-waiting = {" · "}esperando { $who ->
    [you] você
   *[other] { $who }
}
werewolf-view-time-left = {" · "}cerca de { $seconds } s de discussão restantes
werewolf-view-quiet = {" · "}conversa tranquila antes das acusações
werewolf-view-night-prompts = {" · "}cada pessoa viva tem uma pergunta privada
werewolf-view-nominated = { $nominator ->
    [you] Você acusou
   *[other] <em>{ $nominator }</em> acusou
} { $accused ->
    [you] <em>você</em>
   *[other] <em>{ $accused }</em>
}: esperando apoio.
werewolf-view-on-trial = { $accused ->
    [you] <em>Você</em> está
   *[other] <em>{ $accused }</em> está
} em julgamento (acusação de { $nominator ->
    [you] você
   *[other] { $nominator }
}, apoio de { $seconder ->
    [you] você
   *[other] { $seconder }
}): defesa.
werewolf-view-vote-on = Votação sobre { $accused ->
    [you] <em>você</em>
   *[other] <em>{ $accused }</em>
}: são necessários { $needed } votos para eliminar.
werewolf-view-tally = Eliminar ({ $yes }): { $yes-names } · Poupar ({ $no }): { $no-names }
werewolf-view-no-votes = Ainda não há votos.
werewolf-view-eliminations = Eliminações por votação hoje: { $done } de { $allowed }.
werewolf-view-chosen = Escolhidos até agora: { $names }.
werewolf-view-players = Jogadores · papéis em jogo: { $roles }
werewolf-view-recent = Eventos recentes
# Os votos de hoje e de ontem, cada um com o lado de cada votante.
werewolf-view-votes = Votos

## A parte de cada lugar.
werewolf-view-your-role = Seu papel ({ $team })
werewolf-view-role = <em>{ $role }</em> — { $ability }
# Duas frases, uma depois da outra.
werewolf-view-then = { $first } { $next }
werewolf-view-turned = Agora você é um lobisomem: você caça com a alcateia.
werewolf-view-extra-powers = Poderes extras: { $powers }.
werewolf-view-promoted = A Vidente morreu: agora você é a Vidente.
werewolf-view-cursed = Você é Amaldiçoado.
werewolf-view-diseased = Você está Doente.
werewolf-view-potions = Poção de cura: { $save } · poção de veneno: { $poison }.
werewolf-view-potion-used = usada
werewolf-view-potion-ready = pronta
werewolf-view-you-are-dead = Você morreu.
werewolf-view-your-artifacts = Seus artefatos
werewolf-view-none = Nenhum.
werewolf-view-face-down = virado para baixo
werewolf-view-revealed-used = revelado, usado
werewolf-view-revealed = revelado
werewolf-view-artifact = { $n }. <em>{ $name }</em> ({ $kind }, { $state }): { $text }
werewolf-view-pack-votes = Os votos da alcateia esta noite
werewolf-view-no-pack-votes = Nenhum voto ainda.
werewolf-view-pack-vote = { $wolf ->
    [you] Você
   *[other] { $wolf }
} → { $victim ->
    [you] você
   *[other] { $victim }
}
werewolf-view-known = O que você sabe: { $facts }
werewolf-view-your-choice = Sua escolha
werewolf-view-being-eliminated = Você está sendo eliminado: faça sua escolha.

## A história no fim (nomes simples: a história é a mesma para todos).
# O título de um lado acima das linhas de seus jogadores; `side`: 0 vila, 1 lobisomens, 2 Curtidor.
werewolf-story-side = { $won ->
    [1] ★ Vitória { $side ->
        [1] dos lobisomens
        [2] do Curtidor
       *[0] da vila
    }
   *[0] { $side ->
        [1] Os lobisomens
        [2] O Curtidor
       *[0] A vila
    }
}
werewolf-story-votes = Todos os votos
werewolf-story-claims = Todas as declarações, conferidas
werewolf-story-log = O registro completo da noite: /partida registro.
werewolf-story-night-log = O registro da noite:
werewolf-story-seat = { $winner ->
    [1] ★
   *[0] ·
} { $who } — { $role } · { $fate }{ $deeds }{ $artifacts }
werewolf-story-role = { $role }
werewolf-story-dealt = { $role } (carta inicial: { $dealt })
werewolf-story-turned = { $role } (virou lobisomem)
werewolf-story-role-side = { $role }, { $team }
werewolf-story-result = { $winner ->
    [1] venceu
   *[0] perdeu
}
werewolf-story-alive = vivo
werewolf-story-dead = morto
# † marca uma morte.
werewolf-story-died-night = † noite { $n } ({ $how })
werewolf-story-died-day = † dia { $n } ({ $how })
# Eliminado pela votação do dia.
werewolf-story-voted-out = † dia { $n }
# Morto pelos lobos.
werewolf-story-killed = † noite { $n }
werewolf-story-by-witch = veneno da Bruxa
werewolf-story-by-hunter = o Caçador
werewolf-story-by-wounds = ferimentos
werewolf-story-by-breath = Sopro do Velho
werewolf-story-by-bow = Arco da Caça
werewolf-story-by-spear = Lança da Fúria
werewolf-story-by-orb = Orbe da Especulação
werewolf-story-deeds = {" · "}{ $deeds }
# As olhadas noturnas de um lugar, sob um único "viu".
werewolf-story-saw = viu { $looks }
werewolf-story-saw-wolf = { $who }: { $wolf ->
    [1] lobo
   *[0] não é lobo
}
werewolf-story-saw-special = { $who }: { $special ->
    [1] especial
   *[0] não é especial
}
werewolf-story-saw-seer = { $who }: { $seer ->
    [1] a Vidente
   *[0] não é a Vidente
}
werewolf-story-saw-role = { $who }: { $role }
werewolf-story-pack-killed = alcateia matou { $victims }
werewolf-story-poisoned = envenenou { $victims }
werewolf-story-artifacts = {" · "}artefatos: { $artifacts }
werewolf-story-revealed-on = { $name } (revelado no dia { $n })
werewolf-story-never-revealed = { $name } (virado para baixo)
werewolf-story-claims-day = Dia { $n }: { $claims }
# A contagem de uma votação na história (a linha do tabuleiro também diz quantos eram necessários).
werewolf-story-vote-count = ({ $eliminate } por eliminar, { $spare } por poupar)
# Os lados de uma votação na história: "sim" para eliminar, "não" para poupar.
werewolf-story-vote-sides = Eliminar: { $eliminate } · Poupar: { $spare }
# O lado de quem declarou, entre parênteses, quando não era o da vila.
werewolf-story-claim = { $by }{ $side ->
    [1] {" (um lobo)"}
    [2] {" (o Curtidor)"}
   *[0] {""}
}: { $about } { $wolf ->
    [1] é um lobo
   *[0] não é um lobo
} — { $truth ->
    [1] verdadeiro
   *[0] falso
}
# Duas declarações do mesmo dia.
werewolf-story-then = { $first } · { $next }

## As listas das páginas de regras (as páginas põem os títulos em negrito).
werewolf-story-rules-roles = Papéis ({ $page }/{ $pages })
werewolf-story-rules-role = { $role } ({ $team }, { $value }): { $ability }
werewolf-story-rules-artifacts = Artefatos ({ $page }/{ $pages })
werewolf-story-rules-artifact-kinds = 1: uso único; P: permanente, sempre ativo depois de revelado; G: uma gema, age sobre outros artefatos.
werewolf-story-rules-artifact = { $name } ({ $kind }): { $text }

## Board seats (number, name, role once public; pieces joined by " · ").
werewolf-view-seat = { $n }. { $player }
werewolf-view-seat-role = { $n }. { $player } — { $role }
werewolf-view-seat-dead = morto
werewolf-view-seat-sent-away = fora da vila
werewolf-view-seat-silenced = silenciado
werewolf-view-seat-may-not-vote = não pode votar
werewolf-view-seat-face-down = { $count ->
    [one] { $count } virado para baixo
   *[other] { $count } virados para baixo
}
werewolf-view-seat-artifact-used = { $artifact } (usado)
werewolf-view-seat-artifacts = [{ $artifacts }]
werewolf-view-seat-next = { $first } │ { $next }
werewolf-view-vote-next = { $first } / { $next }
