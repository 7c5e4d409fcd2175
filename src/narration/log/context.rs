//! Where the battle stood as its log is read: the turn, the phase, the pair of activations
//! (the header of a group of entries), and the charge or combat under way that a later entry's
//! events finish.

use crate::battle::model::names::Names;
use crate::battle::model::state::RollKind;
use crate::battle::{Event, Phase, Side};
use crate::i18n::{Arg, Language as Lang, text};
use crate::narration::events::phase_name;

/// Where the battle stood: the turn, the phase and the pair of activations under way (its
/// active side and the units activated so far). A group's header says it.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    turn: u32,
    phase: Phase,
    pair: Option<(Side, Vec<(Side, String)>)>,
}

/// What an entry's events are read against: where the battle stood when it began.
#[derive(Debug, Clone, PartialEq)]
pub struct Context {
    frame: Frame,
    /// Which group an entry beginning now falls in; a new phase or pair makes a new one.
    group: usize,
    /// The charge under way (charger, target): its move roll settles in a later entry.
    pub(super) charge: Option<(String, String)>,
    /// Whether the combat under way is a shot (none of a fight's result follows it).
    pub(super) shot: bool,
}

impl Default for Context {
    fn default() -> Self {
        Context {
            frame: Frame {
                turn: 0,
                phase: Phase::Setup,
                pair: None,
            },
            group: 0,
            charge: None,
            shot: false,
        }
    }
}

impl Context {
    /// Reads one entry's events into the context. Gives the group the entry falls in (a pair
    /// its first events begin is its own group, a phase or pair it ends is not) and where the
    /// battle stood in that group when the entry ended.
    pub fn read(&mut self, events: &[Event]) -> (usize, Frame) {
        let mut mine: Option<(usize, Option<Frame>)> = None;
        for e in events {
            match e {
                Event::PairBegan { pair } => {
                    self.group += 1;
                    self.frame.pair = Some((pair.active_side, Vec::new()));
                    mine.get_or_insert((self.group, None));
                }
                Event::PhaseBegan { phase, turn } => {
                    self.close(&mut mine);
                    self.group += 1;
                    self.frame.turn = *turn;
                    self.frame.phase = *phase;
                    self.frame.pair = None;
                }
                Event::PairEnded { .. } => {
                    self.close(&mut mine);
                    self.group += 1;
                    self.frame.pair = None;
                }
                Event::UnitActivated { side, unit } => {
                    if let Some((_, units)) = &mut self.frame.pair {
                        units.push((*side, unit.clone()));
                    }
                }
                Event::ChargeDeclared { charge } => {
                    self.charge = Some((charge.charger.clone(), charge.target.clone()));
                }
                Event::RollMade { roll } => {
                    if let RollKind::ChargeMove { charger, target } = &roll.kind {
                        self.charge = Some((charger.clone(), target.clone()));
                    }
                }
                Event::CombatBegan { combat } => self.shot = combat.fight.is_none(),
                Event::FightDeclared { .. } => self.shot = false,
                _ => {}
            }
        }
        match mine {
            Some((group, Some(frame))) => (group, frame),
            Some((group, None)) => (group, self.frame.clone()),
            None => (self.group, self.frame.clone()),
        }
    }

    /// The entry's group ends here: the entry keeps the group and the frame as they stand.
    fn close(&self, mine: &mut Option<(usize, Option<Frame>)>) {
        match mine {
            None => *mine = Some((self.group, Some(self.frame.clone()))),
            Some((_, frame @ None)) => *frame = Some(self.frame.clone()),
            Some(_) => {}
        }
    }
}

impl Frame {
    /// The group's header: the pair's activations, or the phase of the turn.
    pub fn header(&self, lang: Lang, names: &dyn Names) -> String {
        let t = |id: &str, args: &[(&str, Arg)]| text(lang, id, args);
        match &self.pair {
            Some((active, units)) if units.is_empty() => t(
                "log-group-pair-active",
                &[
                    ("turn", self.turn.into()),
                    ("side", names.side(*active).into()),
                ],
            ),
            Some((_, units)) => {
                let each: Vec<String> = units
                    .iter()
                    .map(|(side, unit)| {
                        t(
                            "log-group-activates",
                            &[
                                ("side", names.side(*side).into()),
                                ("unit", names.unit(unit).into()),
                            ],
                        )
                    })
                    .collect();
                t(
                    "log-group-pair",
                    &[
                        ("turn", self.turn.into()),
                        ("units", each.join("; ").into()),
                    ],
                )
            }
            None => {
                let phase = match self.phase {
                    Phase::Setup => "setup",
                    Phase::Ended => "ended",
                    _ => "other",
                };
                t(
                    "log-group-phase",
                    &[
                        ("phase", phase.into()),
                        ("turn", self.turn.into()),
                        ("name", phase_name(lang, self.phase).into()),
                    ],
                )
            }
        }
    }
}
