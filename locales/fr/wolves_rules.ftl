# Wolves : les pages de /rules, un message par page (<em>…</em> est le gras).
# docs/rules/wolves.md est la version longue ; chaque précision d'ici s'y trouve aussi.

wolves-rules-page-1 =
    <em>Wolves</em> (Coyote & Crow, 3 à 6 joueurs). Chacun mène une communauté qui a besoin de 3 Poissons, 3 Maïs et 3 Bisons à chaque tour. Si les besoins d'un seul joueur ne sont pas couverts au bilan, tout le monde perd aussitôt. Survivez au tour 8 et tout le monde gagne ; le joueur qui a strictement le plus de Distinctions de Statut est aussi élu chef. À 3 ou 4 joueurs, on commence au tour 1, à 5 au tour 2, à 6 au tour 3 (à six, chacun commence avec un jeton de Réserve de chaque type).
    Chaque pioche compte 28 cartes : 3 Meneurs, 5 Forêts, 5 de chaque ressource, plus la spécialité de la communauté (par ex. +4 Poissons, +1 Maïs).

wolves-rules-page-2 =
    <em>Un tour</em>
    1. Disponibilité (automatique) : le modificateur du tour révèle des cartes de disponibilité ; chaque pioche perd ces ressources pour de bon. Au tour 8, à la place : chaque pioche perd certaines de ses propres cartes hors Meneurs (5 en douce, 7 en standard).
    2. Collecte (tout le monde en même temps) : pioche une carte à la fois (ou pioche jusqu'au prochain Meneur) ; les Meneurs vont face visible (jokers), les autres cartes dans ta main cachée. Arrête-toi quand tu veux après la première pioche. Un troisième Meneur, c'est l'<em>Épuisement</em> : tes Meneurs deviennent inutilisables, tu ne gagnes aucun Statut en rendant des cartes ce tour-ci et tu passes la prochaine collecte. Au premier tour, le Rang de Statut est fixé à ce moment : le moins de Meneurs, puis le plus de cartes en main.
    3. Bonus de conservation : +5 Statut par Meneur en dessous de deux.
    4. Besoins (ordre du rang) : paie 3 de chaque avec tes cartes en main, tes jetons de Réserve et tes Meneurs (jokers). Les manques sont publics.

wolves-rules-page-3 =
    5. Dons (ordre du rang) : offre à chaque autre joueur au plus un don de cartes ressource, de Meneurs et de jetons de Réserve (jamais de Forêt). Le don d'un joueur mieux classé peut être pris en partie ou refusé ; celui d'un joueur moins bien classé doit être pris en entier. Les éléments acceptés deviennent des jetons du destinataire : d'abord pour les besoins non couverts, puis en Réserve, puis 1 Statut chacun. Un Meneur devient le jeton de son choix. Le donneur gagne 2 Statut par élément accepté.
    6. Bilan (ordre du rang) : un besoin non couvert fait perdre la partie. Puis rends tes cartes : autant de cartes ressource et de Meneurs que tu veux contre 1 Statut chacun (pas en cas d'Épuisement), le reste pour rien ; une carte contre un jeton de Réserve de son type (un Meneur : n'importe quel type) ; deux Meneurs contre une carte Savoir que tu n'as pas ; des jetons de Réserve contre 1 Statut chacun. Réserve : au plus 9 jetons, 4 d'un même type.
    Nouveau rang selon le Statut ; Distinctions 3/2/1 (2/1 à trois joueurs) ; le Statut revient à zéro.

wolves-rules-page-4 =
    <em>Piste de Statut</em> : les marqueurs ne partagent jamais une case (sauf zéro) ; un marqueur qui tomberait sur un autre recule.
    <em>Savoir</em> (deux Meneurs, 3 exemplaires de chaque) : Connaître la Terre (regarde tes 3 cartes du dessus et réordonne-les, une fois par collecte), Zéro Gaspillage (un type de Réserve avec 2 jetons ou plus en gagne un au bilan), Frime (bonus de conservation de 6), Détermination (pioche au-delà de ton 2e Meneur sans t'épuiser : un jeton gratuit ; Réserve pleine : un échange), Préservation (Réserve limitée à 12), Plus on Partage (un don de 6 éléments ou plus accepté en entier : 2 jetons gratuits).
    <em>Sur l'écran du bilan</em> : <em>Rendre</em> rend une carte, un Meneur ou un jeton de Réserve contre 1 Statut ; <em>Acheter</em> dépense deux Meneurs pour une carte Savoir.
    <em>Options</em> : disponibilité (availability) gentle ou standard (standard retire plus de cartes : bien plus dur) ; communautés (communities) mixed ou dealt ; minuteur d'étape (step_timer), en secondes pour la collecte (0 = aucun).

wolves-rules-page-5 =
    <em>Précisions</em> (là où le livret de règles ne dit rien, partie 1)
    - Pioches : 5 de chaque ressource plus la spécialité, 5 Forêts, 3 Meneurs. La pioche de disponibilité (3 de chaque) est remélangée à chaque tour ; les modificateurs par tour dépendent de l'option de disponibilité (le tour 8 retire tes propres cartes hors Meneurs).
    - Rang du premier tour : encore à égalité après la taille de la main, au hasard (le « joueur le plus âgé » n'est pas connu).
    - Conservation : les trois Meneurs d'un joueur épuisé comptent comme face visible (pas de bonus) ; un joueur qui passe la collecte n'en a aucun face visible (bonus complet).
    - Besoins : tu paies autant que tu peux.
    - Connaître la Terre : regarde tes 3 cartes du dessus et remets-les dans l'ordre de ton choix (rien n'est pioché).
    - Détermination : s'obtient en piochant au moins une carte avec deux Meneurs face visible et en s'arrêtant sans s'épuiser. Avec une Réserve pleine, tu peux rendre un jeton contre le jeton gratuit d'un autre type, ou garder ta Réserve ; si aucun échange n'est possible, on te dit que le jeton est perdu.
    - Minuteur d'étape : tous ceux qui piochent encore s'arrêtent (après une carte s'ils n'en ont pioché aucune) ; un jeton gratuit en attente va dans ton type le moins fourni, une Réserve pleine reste telle quelle.

wolves-rules-page-6 =
    <em>Précisions</em> (partie 2)
    - Dons : un don par autre joueur et par tour, refusé ou non. Chaque donneur qui a fini reçoit la même ligne « X a fini ses dons » ; une main composée uniquement de Forêts est sollicitée comme les autres (seul un joueur sans carte, sans Meneur ni jeton passe aussitôt).
    - Les dons qui dépassent les besoins et la Réserve deviennent 1 Statut chacun pour le destinataire.
    - Zéro Gaspillage : chaque type avec deux jetons ou plus et de la place en gagne un. Plus on Partage : 6 éléments ou plus acceptés en entier ; les jetons doivent tenir dans ta Réserve.
    - Bilan : tu choisis combien de cartes et de Meneurs rapportent du Statut ; le reste retourne pour rien, sans annonce (comme les Forêts). Comme pour les dons, une main composée uniquement de Forêts est sollicitée comme les autres ; seul un joueur sans carte ni Meneur et sans jeton pouvant rapporter du Statut passe aussitôt.
    - Les marqueurs de Statut ne partagent que le zéro. Égalité à zéro : le plus de jetons de Réserve, puis le rang précédent. Le chef doit avoir strictement le plus de Distinctions.
