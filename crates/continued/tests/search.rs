//! Search agents under hidden information (issue 10 item 3): they search determinizations of
//! what their seat observes, never the true hands and pile.

use jokoak_continued::{Continued, Options};
use jokoak_core::search::DEFAULT_SAMPLES;
use jokoak_core::{
    Agent, AgentContext, AlphaBeta, Game, Greedy, Limits, Mcts, Observe, Player, ToMove,
    rng_from_seed, sample_chance,
};

/// Builds a fresh agent.
type MakeAgent<'a> = dyn FnMut() -> Box<dyn Agent<Continued>> + 'a;

/// The first decision of a seeded 4-player game (the deal resolved by the seed).
fn first_decision(seed: u64) -> Continued {
    let mut g = Continued::new(Options::default(), 4).unwrap();
    let mut rng = rng_from_seed(seed);
    while g.to_move() == ToMove::Chance {
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        let i = sample_chance(&outcomes, &mut rng);
        g.play(&outcomes[i].0).unwrap();
    }
    g
}

/// The first decision of seed `seed`, the seat to act there, and another full state that
/// seat cannot tell from it: the other hands and the pile redrawn with seed `redraw`.
fn truth_and_other(seed: u64, redraw: u64) -> (Continued, Player, Continued) {
    let truth = first_decision(seed);
    let seat = truth.to_move().player().unwrap();
    let other = truth
        .determinize_for(seat, &mut rng_from_seed(redraw))
        .unwrap();
    assert_ne!(other, truth, "seed {seed}: the redraw changed nothing");
    (truth, seat, other)
}

/// Each agent of `agents` (fresh ones, seeded with `seed`) chooses a move for `seat` at
/// `truth`, and the same at `other`.
fn same_choices(
    agents: &mut [Box<MakeAgent<'_>>],
    truth: &Continued,
    other: &Continued,
    seat: Player,
    seed: u64,
) {
    let ctx = AgentContext {
        seat,
        remaining: None,
    };
    for (i, make) in agents.iter_mut().enumerate() {
        let on_truth = make().choose(truth, &ctx, &mut rng_from_seed(seed));
        let on_other = make().choose(other, &ctx, &mut rng_from_seed(seed));
        assert!(on_truth.is_some());
        assert_eq!(on_truth, on_other, "seed {seed}, agent {i}");
    }
}

#[test]
fn agents_choose_from_the_observation_only() {
    for seed in 0..4 {
        let (truth, seat, other) = truth_and_other(seed, 1000 + seed);
        assert_eq!(other.observation(seat), truth.observation(seat));
        const {
            assert!(
                Continued::HIDDEN_INFORMATION,
                "the tile game hides information"
            )
        };
        let mut agents: Vec<Box<MakeAgent<'_>>> = vec![
            Box::new(|| {
                Box::new(
                    AlphaBeta::<Continued>::new(Limits::depth(2)).with_samples(DEFAULT_SAMPLES),
                )
            }),
            Box::new(|| Box::new(Greedy::<Continued>::new().with_samples(4))),
            Box::new(|| Box::new(Mcts::<Continued>::new(200))),
        ];
        same_choices(&mut agents, &truth, &other, seat, seed);
    }
}

/// Issue 14 item 6: the safe path is the default. Built without a sample count, every search
/// agent of the tile game (and of a match of it) still searches only determinizations of what
/// its seat observes: the same choice on the true state and on another consistent with it.
#[test]
fn search_agents_determinize_by_default() {
    for seed in 0..3 {
        let (truth, seat, other) = truth_and_other(seed, 2000 + seed);
        let mut agents: Vec<Box<MakeAgent<'_>>> = vec![
            Box::new(|| Box::new(AlphaBeta::<Continued>::new(Limits::depth(2)))),
            Box::new(|| Box::new(Greedy::<Continued>::new())),
            Box::new(|| Box::new(Mcts::<Continued>::new(200))),
            Box::new(|| Box::new(Mcts::<Continued>::new(200).with_tree_reuse())),
        ];
        same_choices(&mut agents, &truth, &other, seat, seed);
        // The choices could agree by chance; what the searches saw cannot: MCTS's root
        // statistics and alpha-beta's report (score, nodes) are the same on both states,
        // whereas searches of the two true states would play out other hands and piles.
        let search = Mcts::<Continued>::new(200);
        assert_eq!(
            search.search_with_stats(&truth, seat, &mut rng_from_seed(seed)),
            search.search_with_stats(&other, seat, &mut rng_from_seed(seed))
        );
        let ctx = AgentContext {
            seat,
            remaining: None,
        };
        let report = |state: &Continued| {
            let mut agent = AlphaBeta::<Continued>::new(Limits::depth(3));
            agent.choose(state, &ctx, &mut rng_from_seed(seed));
            agent
                .analysis()
                .map(|a| a.split(" time ").next().unwrap_or("").to_owned())
        };
        assert_eq!(report(&truth), report(&other), "seed {seed}");
        let (m_truth, m_other) = (
            jokoak_core::Match::new(truth.clone()),
            jokoak_core::Match::new(other.clone()),
        );
        let mut agent = Mcts::<jokoak_core::Match<Continued>>::new(200);
        assert_eq!(
            agent.choose(&m_truth, &ctx, &mut rng_from_seed(seed)),
            agent.choose(&m_other, &ctx, &mut rng_from_seed(seed))
        );
    }
}

#[test]
fn the_tile_game_agent_is_seatwise_deterministic_under_a_depth_budget() {
    let g = first_decision(7);
    let seat: Player = g.to_move().player().unwrap();
    let ctx = AgentContext {
        seat,
        remaining: None,
    };
    let run = || {
        AlphaBeta::<Continued>::new(Limits::depth(3))
            .with_samples(3)
            .choose(&g, &ctx, &mut rng_from_seed(11))
    };
    assert_eq!(run(), run());
}

#[test]
fn more_deal_scores_than_deals_are_refused() {
    // The finished deals' scores are a fixed array of 4 rows (no allocation per clone); a
    // fifth row in a position string is bad input, never a panic.
    let g = first_decision(2);
    let text = g.to_string();
    let (head, _) = text.rsplit_once(" scores=").unwrap();
    let five = format!("{head} scores=1,2,3,4/1,2,3,4/1,2,3,4/1,2,3,4/1,2,3,4");
    let err = Continued::parse(&five, &Options::default()).unwrap_err();
    assert!(err.to_string().contains("at most 4 deals"), "{err}");
}
