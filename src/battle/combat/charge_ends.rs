//! Where a charging unit's models end (L602-639): the block moved toward its target as far as
//! its travel allows, each model then stepping into contact with what travel it has left while
//! the unit keeps its formation (L616), facing the centre of the model it charges (L639), none on
//! another model (L531) and none on impassable terrain or across a closed piece (L523). Used by
//! the charge itself, by the opportunity charge and by the engine's proposed charges.

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::event::Event;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::model::trial::Trial;
use crate::battle::moves::move_order;

/// Where the models of `charger` end a charge move on `target` of at most `travel` cm
/// (L632-640): the unit goes as a block along the line between its closest model and the
/// closest target model until the first contact (`contact`) or 0.5 cm outside engagement (a
/// failed charge, R-CHG-1); then each model not yet in contact closes in on its nearest target
/// model with the travel it has left, when that keeps the unit in formation (L616). Every model
/// faces the centre of the model it charges (L639), none ends on another (L531), and none
/// touches impassable terrain or crosses a piece a scenario closes on its way (L523,
/// `no_crossing`): such terrain stops the block short, as models do.
/// Returns `(model, x, y, facing)`.
pub fn charge_ends(
    state: &BattleState,
    charger: &str,
    target: &str,
    travel: f64,
    contact: bool,
) -> Vec<(String, f64, f64, f64)> {
    charge_ends_on(state, charger, &[target.to_string()], travel, contact)
}

/// [`charge_ends`] for a charge on several units at once (L616, R-CHG-2): the block goes toward
/// the nearest model of any of `targets`, and each model closes on the nearest model of any of
/// them, so that the unit, in formation, may end in contact with several.
pub fn charge_ends_on(
    state: &BattleState,
    charger: &str,
    targets: &[String],
    travel: f64,
    contact: bool,
) -> Vec<(String, f64, f64, f64)> {
    match ends_on(state, charger, targets, travel, contact, false) {
        Ends::At(ends) => ends,
        Ends::BlockTouches => Vec::new(),
    }
}

/// Whether a charge of `charger` on `targets` that reaches with `travel` cm brings a model into
/// contact where [`charge_ends_on`] puts them: a river, a building or another unit on the way
/// may stop the block short of the target (L523, L531). The models' own steps in are worked
/// out only when the block alone does not touch.
pub fn charge_touches(state: &BattleState, charger: &str, targets: &[String], travel: f64) -> bool {
    match ends_on(state, charger, targets, travel, true, true) {
        Ends::BlockTouches => true,
        Ends::At(ends) => ends.iter().any(|(id, x, y, facing_deg)| {
            state.model(id).is_some_and(|m| {
                let moved = ModelState {
                    x: *x,
                    y: *y,
                    facing_deg: *facing_deg,
                    ..m.clone()
                };
                state
                    .models()
                    .iter()
                    .filter(|t| targets.contains(&t.unit))
                    .any(|t| measure::engaged(&moved, t))
            })
        }),
    }
}

/// Where a charge's models end, or, when only contact is asked, that the block alone touches.
enum Ends {
    At(Vec<(String, f64, f64, f64)>),
    BlockTouches,
}

/// [`charge_ends_on`], stopping once the block touches a target when `touch_is_enough`.
fn ends_on(
    state: &BattleState,
    charger: &str,
    targets: &[String],
    travel: f64,
    contact: bool,
    touch_is_enough: bool,
) -> Ends {
    let mut work = Trial::of(state);
    let targets: Vec<ModelState> = state
        .models()
        .iter()
        .filter(|m| targets.contains(&m.unit))
        .cloned()
        .collect();
    let nearest_target = |m: &ModelState| -> Option<ModelState> {
        targets
            .iter()
            .min_by(|a, b| measure::distance(m, a).total_cmp(&measure::distance(m, b)))
            .cloned()
    };
    let ids: Vec<String> = state.models_of(charger).map(|m| m.id.clone()).collect();
    let Some((m0, t0, gap)) = state
        .models_of(charger)
        .filter_map(|m| nearest_target(m).map(|t| (m.clone(), t.clone(), measure::distance(m, &t))))
        .min_by(|a, b| a.2.total_cmp(&b.2))
    else {
        return Ends::At(Vec::new());
    };
    let want = if contact {
        (gap - 0.05).max(0.0)
    } else {
        (gap - measure::ENGAGE_CM - 0.5).max(0.0)
    };
    let mut step = want.min(travel);
    let dir = measure::direction((m0.x, m0.y), (t0.x, t0.y)).unwrap_or((0.0, 0.0));
    // The block, shortened until no model stands on another (L531) and none touches
    // impassable terrain or crosses a closed piece on its way (L523, `no_crossing`).
    let ground = crate::battle::aftermath::rolled_move::Ground::new(state);
    let terrain_free = |ground: &Option<crate::battle::aftermath::rolled_move::Ground>,
                        m: &ModelState,
                        to: (f64, f64)| {
        ground.as_ref().is_none_or(|g| {
            g.terrain_stop(m, &[crate::table::P2::new(to.0, to.1)])
                .is_none()
        })
    };
    // The block moves as one, so its own models overlap each other no more than before: only
    // the others' bases can stop it.
    let others: Vec<&ModelState> = state
        .models()
        .iter()
        .filter(|o| o.unit != charger)
        .collect();
    let shifted = |m: &ModelState, step: f64| ModelState {
        x: m.x + dir.0 * step,
        y: m.y + dir.1 * step,
        ..m.clone()
    };
    loop {
        let clear = state.models_of(charger).all(|m| {
            let at = shifted(m, step);
            !move_order::stands_on(&at, others.iter().copied())
                && terrain_free(&ground, m, (at.x, at.y))
        });
        if clear || step <= 0.0 {
            if clear {
                for m in state.models_of(charger) {
                    let at = shifted(m, step);
                    work.place(&m.id, at.x, at.y, at.facing_deg);
                }
            }
            break;
        }
        step = (step - 0.25).max(0.0);
    }
    // Enough when a model of the block touches and still does once turned to face the model
    // it charges (L639); else the whole end is worked out (R-CHG-3).
    if touch_is_enough
        && work.models_of(charger).any(|m| {
            targets.iter().any(|t| measure::engaged(m, t))
                && nearest_target(m).is_some_and(|t| {
                    let turned = ModelState {
                        facing_deg: measure::facing_towards((m.x, m.y), (t.x, t.y)),
                        ..m.clone()
                    };
                    targets.iter().any(|t| measure::engaged(&turned, t))
                })
        })
    {
        return Ends::BlockTouches;
    }
    let left = travel - step;
    if contact && left > 0.0 {
        let blocked = work.clone();
        let ground = crate::battle::aftermath::rolled_move::Ground::new(&blocked);
        let mut violations = move_order::formation_violations(&work, charger).len();
        for id in &ids {
            let Some(m) = work.model(id).cloned() else {
                continue;
            };
            let Some(t) = nearest_target(&m) else {
                continue;
            };
            let g = measure::distance(&m, &t);
            if g <= 0.1 {
                continue;
            }
            let (x, y) = measure::clamp_travel((m.x, m.y), (t.x, t.y), (g - 0.05).min(left));
            let (x, y) = measure::free_stop(&m, (x, y), work.models().iter());
            if !terrain_free(&ground, &m, (x, y)) {
                continue;
            }
            // Tried in place, and put back unless the unit keeps its formation as well.
            work.place(id, x, y, m.facing_deg);
            let tried = move_order::formation_violations(&work, charger).len();
            if tried <= violations {
                violations = tried;
            } else {
                work.place(id, m.x, m.y, m.facing_deg);
            }
        }
    }
    // Each model turns to face the model it charges (L639), unless its base, turned where it
    // stands, would touch impassable terrain (L523 comes first: a long base turned in place
    // sweeps ground it did not cross) or overlap another model's (L531: the models already
    // turned as they now face); then it keeps its facing. A charge that reached stops at
    // contact (L640) and leads to a fight (L644): a model the charge brought within 2.5 cm of
    // a target that its turn takes out of contact (a long base turned on its centre pulls its
    // edge back) is settled into contact (R-CHG-3, [`settle_in_contact`]).
    let mut ground = crate::battle::aftermath::rolled_move::Ground::new(&work);
    let mut turned = work.clone();
    let mut out = Vec::new();
    for m in ids.iter().filter_map(|id| work.model(id)) {
        let target = nearest_target(m);
        let towards = target.as_ref().map_or(m.facing_deg, |t| {
            measure::facing_towards((m.x, m.y), (t.x, t.y))
        });
        let facing = if turn_is_free(&mut ground, &turned, m, towards) {
            towards
        } else {
            m.facing_deg
        };
        let mut end = (m.x, m.y, facing);
        if contact
            && let Some(t) = target.as_ref()
            && measure::distance(m, t) <= measure::ENGAGE_CM
        {
            let at = |(x, y, facing_deg): (f64, f64, f64)| ModelState {
                x,
                y,
                facing_deg,
                ..m.clone()
            };
            let engages = |p: &ModelState| targets.iter().any(|t| measure::engaged(p, t));
            if !engages(&at(end)) {
                if let Some(settled) =
                    settle_in_contact(state, &mut ground, &mut turned, charger, m, t, &targets)
                {
                    end = settled;
                } else if engages(m) {
                    // Nowhere within 15° of the target's centre keeps contact: the model keeps
                    // the facing it touched with (R-CHG-3).
                    end = (m.x, m.y, m.facing_deg);
                }
            }
        }
        if let Some(g) = ground.as_mut() {
            g.place(&m.id, crate::table::P2::new(end.0, end.1), end.2);
        }
        turned.place(&m.id, end.0, end.1, end.2);
        out.push((m.id.clone(), end.0, end.1, end.2));
    }
    Ends::At(out)
}

/// Whether `m`, turned where it stands to `towards`, keeps clear of impassable terrain (L523)
/// and deepens no overlap with the models of `turned` (L531). `ground` is left with the model
/// turned when it is free, as it stood when not.
fn turn_is_free(
    ground: &mut Option<crate::battle::aftermath::rolled_move::Ground>,
    turned: &Trial,
    m: &ModelState,
    towards: f64,
) -> bool {
    let mut probe = m.clone();
    probe.facing_deg = towards;
    let deepest = |p: &ModelState| measure::deepest_overlap(p, turned.models().iter());
    // A turn may not make an overlap deeper than the model already had.
    deepest(&probe) <= deepest(m) + measure::TOUCHING_CM
        && ground.as_mut().is_none_or(|g| {
            let at = crate::table::P2::new(m.x, m.y);
            g.place(&m.id, at, towards);
            let free = g.terrain_stop(m, &[]).is_none();
            if !free {
                g.place(&m.id, at, m.facing_deg);
            }
            free
        })
}

/// How far either way of the target's centre a charging model may face when facing it square
/// would leave it out of contact (R-MOV-2: a facing is right within 15°).
const FACING_LEEWAY_DEG: [f64; 7] = [0.0, 5.0, -5.0, 10.0, -10.0, 15.0, -15.0];

/// Where a charging model `m` that the charge brought within 2.5 cm of `t` ends in contact
/// with a model of `targets` after facing it (R-CHG-3, L639-644): facing `t`'s centre (or
/// within 15° of it, R-MOV-2), where it stands if that engages, else slid straight toward
/// `t`'s centre until its base touches. The turn and the slide keep clear of other bases
/// (L531), of impassable terrain and closed pieces (L523), on the table (L478), and do not
/// add to the unit's formation violations (R-FORM-1). None when no facing does; `ground`
/// and `turned` are left as they were then.
fn settle_in_contact(
    state: &BattleState,
    ground: &mut Option<crate::battle::aftermath::rolled_move::Ground>,
    turned: &mut Trial,
    charger: &str,
    m: &ModelState,
    t: &ModelState,
    targets: &[ModelState],
) -> Option<(f64, f64, f64)> {
    let engages = |p: &ModelState| targets.iter().any(|t| measure::engaged(p, t));
    let towards = measure::facing_towards((m.x, m.y), (t.x, t.y));
    let violations = move_order::formation_violations(turned, charger).len();
    let at_start = crate::table::P2::new(m.x, m.y);
    for leeway in FACING_LEEWAY_DEG {
        let facing = towards + leeway;
        if !turn_is_free(ground, turned, m, facing) {
            continue;
        }
        let mut probe = m.clone();
        probe.facing_deg = facing;
        if engages(&probe) {
            return Some((m.x, m.y, facing));
        }
        // Slid straight toward the target's centre until the bases touch.
        let gap = measure::distance(&probe, t);
        let to = measure::clamp_travel((m.x, m.y), (t.x, t.y), (gap - 0.05).max(0.0));
        let (x, y) = measure::free_stop(&probe, to, turned.models().iter());
        let slid = ModelState {
            x,
            y,
            ..probe.clone()
        };
        let terrain_free = ground.as_ref().is_none_or(|g| {
            g.terrain_stop(&probe, &[crate::table::P2::new(x, y)])
                .is_none()
        });
        if terrain_free && measure::on_table(state, &slid) && engages(&slid) {
            turned.place(&m.id, x, y, facing);
            if move_order::formation_violations(turned, charger).len() <= violations {
                return Some((x, y, facing));
            }
            turned.place(&m.id, m.x, m.y, m.facing_deg);
        }
        if let Some(g) = ground.as_mut() {
            g.place(&m.id, at_start, m.facing_deg);
        }
    }
    None
}

/// Moves the charging unit toward `target`, at most `travel` cm, as a block into contact (or
/// short of it when the charge failed), each model facing the target's centre (L612-640): the
/// models where [`charge_ends`] puts them. A charge (or opportunity charge) is a move, so the
/// charger loses its parapet marker (L596) before it fights.
pub fn move_charger(ctx: &mut Ctx, charger: &str, target: &str, travel: f64, contact: bool) {
    move_charger_on(ctx, charger, &[target.to_string()], travel, contact);
}

/// [`move_charger`] toward several charged units at once (L616, R-CHG-2).
pub fn move_charger_on(
    ctx: &mut Ctx,
    charger: &str,
    targets: &[String],
    travel: f64,
    contact: bool,
) {
    for (model, x, y, facing_deg) in charge_ends_on(ctx.state(), charger, targets, travel, contact)
    {
        ctx.emit(Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        });
    }
    crate::battle::moves::placing::lose_parapet(ctx, charger);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::unit::TroopProfile;
    use crate::battle::scene::{Scene, place};
    use crate::table::model::{Base, BaseShape, TableFile, Terrain, TerrainKind};

    /// A rider on a 25 x 50 mm base at (50, 50) facing up the table, a foot target at (70, 50)
    /// due east, and, when `wall`, impassable ground from 1.5 cm east of the rider's centre.
    fn rider_and_target(wall: bool) -> BattleState {
        let cavalry = Base {
            shape: BaseShape::Rect,
            width_mm: 25.0,
            depth_mm: Some(50.0),
        };
        let foot = Base {
            shape: BaseShape::Round,
            width_mm: 25.0,
            depth_mm: None,
        };
        // The battle takes each model's base from its unit's profile.
        let riders = TroopProfile {
            base: cavalry,
            ..TroopProfile::foot("Riders", 3, 2, 4, 1)
        };
        let mut scene = Scene::new();
        scene
            .troops(0, "riders", riders, 1, None)
            .troops(1, "watch", TroopProfile::foot("Watch", 2, 1, 3, 1), 1, None)
            .model(place("riders.1", "riders", 0, 50.0, 50.0, 90.0, cavalry))
            .model(place("watch.1", "watch", 1, 70.0, 50.0, 180.0, foot));
        let mut table = TableFile::with_models(120.0, 90.0, Vec::new());
        if wall {
            table.terrain.push(Terrain {
                id: "cliff".into(),
                name: None,
                name_es: None,
                kind: TerrainKind::Impassable,
                height: 5.0,
                cover: false,
                polygon: vec![[51.5, 40.0], [60.0, 40.0], [60.0, 60.0], [51.5, 60.0]],
            });
        }
        scene.setup_on(table).initial_state()
    }

    #[test]
    fn l639_a_charger_turns_to_face_the_model_it_charges() {
        let s = rider_and_target(false);
        let ends = charge_ends(&s, "riders", "watch", 10.0, false);
        assert!((ends[0].3 - 0.0).abs() < 1e-6, "{ends:?}");
    }

    #[test]
    fn l523_a_long_base_does_not_turn_into_impassable_ground_it_stands_beside() {
        // Blocked by the cliff at once, the rider would turn east to face the watch: its base,
        // turned in place, would reach 2.5 cm east, into the cliff. It keeps its facing.
        let s = rider_and_target(true);
        let ends = charge_ends(&s, "riders", "watch", 10.0, false);
        let (_, x, y, facing) = &ends[0];
        assert!((facing - 90.0).abs() < 1e-6, "{ends:?}");
        let mut after = s.clone();
        let m = after
            .models_mut()
            .iter_mut()
            .find(|m| m.id == "riders.1")
            .unwrap();
        (m.x, m.y, m.facing_deg) = (*x, *y, *facing);
        let ground = crate::battle::aftermath::rolled_move::Ground::new(&after).unwrap();
        let rider = after.model("riders.1").unwrap();
        assert!(ground.terrain_stop(rider, &[]).is_none());
    }
}
