//! Plays battles with the computer general on both sides and counts the charges that do not
//! end as the book says: a charge whose roll reaches (R-CHG-1, L628) stops at contact and a
//! fight follows (L640, L644), and an opportunity charge catches the mover only when it comes
//! into contact with it (L852). Counted: charges whose roll reaches, those of them that end
//! with no charging model in contact with a charged unit or with no fight declared (and of
//! those, the ones the odds already saw stopped short on the way by a model or impassable
//! ground, `charge_ends::charge_touches` before the command); opportunity
//! charges that catch the mover, those of them with no charging model in contact with the
//! mover or no fight declared; and whether each battle ended and replays from its save.
//!
//! `cargo run --example charge_contact_audit -- LEVEL SCENARIO.json A.json B.json SEED...`
//! (LEVEL: first, easy, normal or hard).

use kensei::battle::combat::charge_ends;
use kensei::battle::engine::measure;
use kensei::battle::model::event::Event;
use kensei::battle::policy::autoplay::{ended, play_by};
use kensei::battle::policy::general::play::seats;
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament, deciding_side};
use kensei::battle::policy::leader_candidates::play_choice;
use kensei::battle::{Battle, BattleState, Verdict, legal_commands};

#[derive(Default, Debug)]
struct Counts {
    reached: usize,
    reached_no_contact: usize,
    reached_no_fight: usize,
    /// Of those with no fight, the ones whose charge move, as the odds measure it before the
    /// command (`charge_ends::charge_touches`), was stopped short on its way (L523, L531).
    reached_blocked: usize,
    caught: usize,
    caught_no_contact: usize,
    caught_no_fight: usize,
}

/// Whether some model of `charger` is engaged with a model of one of `targets` (R-ENG-1).
fn in_contact(state: &BattleState, charger: &str, targets: &[String]) -> bool {
    measure::engaged_enemies(state, charger).any(|e| targets.contains(&e))
}

fn level(name: &str) -> Level {
    match name {
        "first" => Level::First,
        "easy" => Level::Easy,
        "normal" => Level::Normal,
        "hard" => Level::Hard,
        other => panic!("unknown level {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lvl = level(&args[0]);
    let paths = [&args[1], &args[2], &args[3]].map(std::path::Path::new);
    let fixture = Fixture::load(paths[0], [paths[1], paths[2]]).expect("scenario and lists");
    let mut total = Counts::default();
    for seed in &args[4..] {
        let seed: u64 = seed.parse().expect("seed");
        let mut battle = fixture.battle(seed).expect("battle");
        let mut seats = seats([lvl; 2], [Temperament::default(); 2], seed);
        let mut counts = Counts::default();
        // The charge whose roll reached, until its ChargeCleared: charger, charged units, and
        // whether its fight was declared; likewise an opportunity charge that caught.
        let mut charge: Option<(String, Vec<String>)> = None;
        let mut reached: Option<(String, Vec<String>)> = None;
        let mut reach_cm = 0.0;
        let mut before = battle.shared_state();
        let mut caught: Option<(String, String)> = None;
        let mut seen = 0;
        let mut check = |battle: &Battle, counts: &mut Counts| {
            let log = battle.log();
            for entry in &log[seen..] {
                for e in &entry.events {
                    match e {
                        Event::ChargeDeclared { charge: c } => {
                            charge = Some((c.charger.clone(), c.charged()));
                            reached = None;
                        }
                        Event::ChargeResolved {
                            success,
                            reach_cm: r,
                            ..
                        } => {
                            reach_cm = *r;
                            reached = if *success { charge.clone() } else { None };
                        }
                        Event::OpportunityChargeResolved {
                            charger,
                            mover,
                            caught_at: Some(_),
                            ..
                        } => caught = Some((charger.clone(), mover.clone())),
                        Event::FightDeclared { fight } => {
                            if reached.as_ref().is_some_and(|(c, _)| c == &fight.attacker) {
                                reached = None;
                                counts.reached += 1;
                                if !in_contact(
                                    battle.state(),
                                    &fight.attacker,
                                    std::slice::from_ref(&fight.defender),
                                ) {
                                    counts.reached_no_contact += 1;
                                }
                            }
                            if caught.as_ref().is_some_and(|(c, _)| c == &fight.attacker) {
                                caught = None;
                                counts.caught += 1;
                            }
                        }
                        _ => {}
                    }
                }
                // Reached (or caught) and the entry is over with no fight declared: counted
                // once the charge is cleared, or the opportunity charge settled.
                let cleared = entry
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::ChargeCleared));
                if cleared && let Some((c, targets)) = reached.take() {
                    counts.reached += 1;
                    counts.reached_no_fight += 1;
                    if !charge_ends::charge_touches(&before, &c, &targets, reach_cm) {
                        counts.reached_blocked += 1;
                    }
                    if !in_contact(battle.state(), &c, &targets) {
                        counts.reached_no_contact += 1;
                    }
                    println!(
                        "seed {seed}: entry {}: {c}'s charge reached, no fight",
                        entry_index(log, entry)
                    );
                    if std::env::var_os("CHARGE_AUDIT_DETAIL").is_some() {
                        detail(battle.state(), &c, &targets);
                        for e in &entry.events {
                            println!("    {e:?}");
                        }
                    }
                }
                if let Some((c, mover)) = caught.take() {
                    counts.caught += 1;
                    counts.caught_no_fight += 1;
                    if !in_contact(battle.state(), &c, std::slice::from_ref(&mover)) {
                        counts.caught_no_contact += 1;
                    }
                    println!(
                        "seed {seed}: entry {}: {c} caught {mover} by opportunity, no fight",
                        entry_index(log, entry)
                    );
                }
                if cleared {
                    charge = None;
                }
            }
            seen = log.len();
            before = battle.shared_state();
        };
        let choose = |state: &BattleState| match deciding_side(state)
            .and_then(|s| seats[s.index()].as_mut())
        {
            Some(general) => general.decide(state).map(|d| d.command),
            None => play_choice(state, legal_commands(state)),
        };
        let played = play_by(&mut battle, 20_000, choose, ended, |b| {
            check(b, &mut counts)
        });
        let replays = Battle::verify(&battle.to_saved()) == Ok(Verdict::Agrees);
        println!(
            "seed {seed}: ended {} ({} entries), replays {replays}; {counts:?}",
            played.is_ok() && ended(battle.state()),
            battle.log().len()
        );
        total.reached += counts.reached;
        total.reached_no_contact += counts.reached_no_contact;
        total.reached_no_fight += counts.reached_no_fight;
        total.reached_blocked += counts.reached_blocked;
        total.caught += counts.caught;
        total.caught_no_contact += counts.caught_no_contact;
        total.caught_no_fight += counts.caught_no_fight;
    }
    println!("total: {total:?}");
}

fn entry_index<T>(log: &[T], entry: &T) -> usize {
    log.iter().position(|e| std::ptr::eq(e, entry)).unwrap_or(0)
}

/// Where the charger's models ended and how far each is from the nearest charged model.
fn detail(state: &BattleState, charger: &str, targets: &[String]) {
    for m in state.models_of(charger) {
        let near = state
            .models()
            .iter()
            .filter(|t| targets.contains(&t.unit))
            .map(|t| {
                (
                    measure::distance(m, t),
                    t.id.clone(),
                    t.x,
                    t.y,
                    t.facing_deg,
                )
            })
            .min_by(|a, b| a.0.total_cmp(&b.0));
        println!(
            "  {} at ({:.2}, {:.2}) facing {:.1} base {:?}: nearest {near:?}",
            m.id, m.x, m.y, m.facing_deg, m.base
        );
        for o in state
            .models()
            .iter()
            .filter(|o| o.unit != charger && measure::distance(m, o) < 8.0)
        {
            println!(
                "    near {} at ({:.2}, {:.2}) facing {:.1}: {:.2} cm",
                o.id,
                o.x,
                o.y,
                o.facing_deg,
                measure::distance(m, o)
            );
        }
        for t in &state.table().terrain {
            println!("    terrain {} {:?} {:?}", t.id, t.kind, t.polygon);
        }
    }
}
