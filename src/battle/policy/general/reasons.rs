//! Why the computer general gave a command, as data: the command chosen and the best
//! alternatives it weighed, each with its worth and the terms behind it (a combat's exact
//! prospect, a unit's standing before and after a move, a fixed reason for the answers a short
//! rule decides). Worded by the `general.ftl` catalogue for the command line's `--text` and the
//! window's log; a save keeps them beside the log ([`super::saved_reasons`]), where the rules
//! never read them, so they never change a replay.

use serde::{Deserialize, Serialize};

use crate::battle::model::command::{ChargeReaction, Command, Order};
use crate::battle::model::names::Names;
use crate::battle::policy::general::level::Level;
use crate::battle::policy::general::prospect::Prospect;
use crate::i18n::{Language, text};

/// A command of the computer general with its reasons.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub command: Command,
    pub level: Level,
    /// The command chosen first, then the best alternatives weighed, best first (at most
    /// [`SHOWN`] in all).
    pub weighed: Vec<Weighed>,
}

/// How many weighed commands a decision keeps: the one chosen and the next best.
pub const SHOWN: usize = 3;

/// One command the general weighed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    pub command: Command,
    /// Its worth (about one ordinary foot model a point); the chosen command has the most.
    pub worth: f64,
    pub terms: Vec<Term>,
}

/// One reason behind a command's worth.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "term", rename_all = "snake_case")]
pub enum Term {
    /// The exact prospect of a fight, charge or shot.
    Prospect { prospect: Prospect },
    /// Where the unit stands before and after a move (objectives, threats, support).
    Standing { before: f64, after: f64 },
    /// The victory points a charge, fight or shot is expected to change at the objectives
    /// (held, contested or left; [`super::contest`]).
    Objectives { vp: f64 },
    /// The chance an enemy's opportunity charge catches the unit on its way (L848), and what
    /// that costs in worth ([`super::exposure`]).
    Caught { chance: f64, worth: f64 },
    /// What a charge leaves the charger open to: other enemy units that may charge it while it
    /// is held in the melee, at its flank or rear (L689-701; [`super::after_charge`]), in worth.
    Joined { worth: f64 },
    /// What a charge costs the side's invader: it is held in a melee short of the enemy's
    /// deployment zone its mission wants it in (R-MISSION-1), in worth.
    ZoneGivenUp { worth: f64 },
    /// What a reaction costs the unit making it: it takes its used marker (L842), and the best
    /// order it could have made on its own activation this turn is given up
    /// ([`super::activation`]), in worth.
    ActivationSpent { worth: f64 },
    /// A pursuit's models expected caught and killed (L986), its Honor test counted.
    Pursuit { caught: f64 },
    /// A card offered re-rolls the enemy's charge die (R-DECK-4): the chance the charge then
    /// falls short (L640).
    ChargeStopped { chance: f64 },
    /// The table side and part taken (R-SCEN-1): the victory points it may score at the
    /// objectives more than the enemy's part, and how much nearer its deployment zone is to
    /// them, in cm ([`super::table_part`]).
    Part { vp: f64, nearer_cm: f64 },
    /// A short rule decided it.
    Because { why: Why },
    /// The hard level's look ahead: the mean change of the balance of armies and victory
    /// points over `samples` imagined plays of the rest of the pair.
    Lookahead { samples: usize, balance: f64 },
    /// The hard level's look ahead in the battle's last turn: `samples` imagined plays to the
    /// battle's end, the share of them the side won (a draw a half) and its mean victory-point
    /// margin.
    LookaheadToEnd {
        samples: usize,
        won: f64,
        margin: f64,
    },
    /// The hard level's offering on the strategy roll ([`super::strategy_roll`]): the chance of
    /// winning the roll after the enemy's best answer, and that chance when passing.
    RollAnswered { chance: f64, passing: f64 },
}

/// The short rules behind the answers that are not weighed by odds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// Nothing else is open to the side.
    OnlyChoice,
    /// Setup choices the general leaves as the book's first option.
    SetupDefault,
    /// Models deployed beside their unit mates, in formation (R-FORM-1).
    InFormation,
    /// A unit's first model set at the front of the zone, toward the enemy, where the rest of
    /// the side still fits (L211).
    ZoneFront,
    /// The highest cards are kept (R-DECK-1).
    HighestCards,
    /// Cards are kept for command duels and the charges that need them.
    KeepsCards,
    /// The card turns the strategy roll, whose winner takes the better table part (R-DECK-4, L210).
    CardWinsThePart,
    /// The card turns a charge that falls short into one that reaches.
    CardMakesTheCharge,
    /// The side goes first while it has units to activate: they strike before the enemy's.
    WeGoFirst,
    /// The enemy goes first: the side has no unit left to activate.
    TheyGoFirst,
    /// The general is worth three victory points: always protected (R-WOUND-4).
    ProtectGeneral,
    /// The wound would kill the leader: protected.
    LeaderWouldDie,
    /// The leader survives the wound: the unit keeps its model.
    LeaderTakesIt,
    /// The stake is worth the initiative.
    TakeInitiative,
    /// No card is worth the initiative.
    NoStake,
    /// An extra activation for a unit with something worth doing.
    ExtraActivation,
    /// No unit left with something worth an extra activation.
    NoExtraActivation,
    /// The retreating enemy is caught and destroyed on a good pursuit (kept for the reasons
    /// of older saves: pursuits are now weighed, [`Term::Pursuit`]).
    Pursue,
    /// The first choice the rules list.
    FirstListed,
    /// A commander order that helps right now.
    CommanderOrderNow,
    /// Powering the fight back is not worth the order its active unit would lose.
    SparesOrder,
}

impl Decision {
    /// The chosen command's terms.
    pub fn terms(&self) -> &[Term] {
        self.weighed.first().map_or(&[], |w| w.terms.as_slice())
    }

    /// The decision in words: the command and its reasons, then the alternatives.
    pub fn text(&self, language: Language, names: &dyn Names) -> String {
        let mut parts = self.weighed.iter().map(|w| w.text(language, names));
        let mut out = parts
            .next()
            .unwrap_or_else(|| command_words(language, names, &self.command));
        let others: Vec<String> = parts.collect();
        if !others.is_empty() {
            out.push_str(&text(
                language,
                "general-rather-than",
                &[("others", others.join("; ").into())],
            ));
        }
        out
    }
}

impl Decision {
    /// The decision as a player would say it: the command chosen and why, in words ("Samurai
    /// bushi charges Ashigaru yumi: reaches 83%, wins 71%, they break 38%; we lose 0.6 models,
    /// they lose 2.9"). Its worth, the standing's numbers and the alternatives weighed are in
    /// [`Decision::text`], the details.
    pub fn plain(&self, language: Language, names: &dyn Names) -> String {
        match self.weighed.first() {
            Some(w) => w.plain(language, names),
            None => command_words(language, names, &self.command),
        }
    }
}

impl Weighed {
    /// The command and its reasons in words, without its worth (see [`Decision::plain`]).
    pub fn plain(&self, language: Language, names: &dyn Names) -> String {
        let command = command_words(language, names, &self.command);
        let terms: Vec<String> = self
            .terms
            .iter()
            .filter_map(|t| t.plain(language))
            .collect();
        if terms.is_empty() {
            return command;
        }
        text(
            language,
            "general-plain",
            &[
                ("command", command.into()),
                ("terms", terms.join("; ").into()),
            ],
        )
    }

    /// "Charge Ashigaru: reaches 83%, wins 71%, ...".
    pub fn text(&self, language: Language, names: &dyn Names) -> String {
        let terms: Vec<String> = self.terms.iter().map(|t| t.text(language)).collect();
        text(
            language,
            if terms.is_empty() {
                "general-weighed-bare"
            } else {
                "general-weighed"
            },
            &[
                (
                    "command",
                    command_words(language, names, &self.command).into(),
                ),
                ("terms", terms.join(", ").into()),
                ("worth", signed(self.worth).into()),
            ],
        )
    }
}

/// A worth with its sign, to one decimal; nothing below a twentieth reads as -0.0.
fn signed(x: f64) -> String {
    format!("{:+.1}", if x.abs() < 0.05 { 0.0 } else { x })
}

fn pct(p: f64) -> String {
    format!("{:.0}", (p * 100.0).clamp(0.0, 100.0))
}

impl Term {
    pub fn text(&self, language: Language) -> String {
        match self {
            Term::Prospect { prospect: p } => {
                let mut bits = Vec::new();
                if p.reach < 1.0 {
                    bits.push(text(
                        language,
                        "general-reaches",
                        &[("chance", pct(p.reach).into())],
                    ));
                }
                if p.win > 0.0 || p.lose > 0.0 {
                    bits.push(text(
                        language,
                        "general-wins",
                        &[("chance", pct(p.win).into())],
                    ));
                }
                let breaks = p.they_fall_back + p.they_retreat;
                if breaks > 0.005 {
                    bits.push(text(
                        language,
                        "general-they-break",
                        &[
                            ("chance", pct(breaks).into()),
                            ("retreat", pct(p.they_retreat).into()),
                        ],
                    ));
                }
                if p.their_leader_dies > 0.005 {
                    bits.push(text(
                        language,
                        "general-their-leader-dies",
                        &[("chance", pct(p.their_leader_dies).into())],
                    ));
                }
                if p.our_leader_dies > 0.005 {
                    bits.push(text(
                        language,
                        "general-our-leader-dies",
                        &[("chance", pct(p.our_leader_dies).into())],
                    ));
                }
                bits.push(text(
                    language,
                    "general-losses",
                    &[
                        ("ours", format!("{:.1}", p.our_losses).into()),
                        ("theirs", format!("{:.1}", p.their_losses).into()),
                    ],
                ));
                bits.join(", ")
            }
            Term::Standing { before, after } => text(
                language,
                "general-standing",
                &[
                    ("before", signed(*before).into()),
                    ("after", signed(*after).into()),
                ],
            ),
            Term::Objectives { vp } => text(
                language,
                "general-objectives",
                &[("vp", signed(*vp).into())],
            ),
            Term::Caught { chance, worth } => text(
                language,
                "general-caught",
                &[
                    ("chance", pct(*chance).into()),
                    ("worth", signed(*worth).into()),
                ],
            ),
            Term::Joined { worth } => text(
                language,
                "general-joined",
                &[("worth", signed(*worth).into())],
            ),
            Term::ZoneGivenUp { worth } => text(
                language,
                "general-zone-given-up",
                &[("worth", signed(*worth).into())],
            ),
            Term::ActivationSpent { worth } => text(
                language,
                "general-activation-spent",
                &[("worth", signed(*worth).into())],
            ),
            Term::Pursuit { caught } => text(
                language,
                "general-pursuit",
                &[("caught", format!("{caught:.1}").into())],
            ),
            Term::ChargeStopped { chance } => text(
                language,
                "general-charge-stopped",
                &[("chance", pct(*chance).into())],
            ),
            Term::Part { vp, nearer_cm } => text(
                language,
                "general-part",
                &[
                    ("vp", signed(*vp).into()),
                    ("cm", format!("{:.0}", nearer_cm.abs()).into()),
                    ("nearer", (*nearer_cm >= 0.0).to_string().into()),
                ],
            ),
            Term::Because { why } => crate::i18n::render(language, "general-why", why),
            Term::Lookahead { samples, balance } => text(
                language,
                "general-lookahead",
                &[
                    ("samples", (*samples).into()),
                    ("balance", signed(*balance).into()),
                ],
            ),
            Term::LookaheadToEnd {
                samples,
                won,
                margin,
            } => text(
                language,
                "general-lookahead-to-end",
                &[
                    ("samples", (*samples).into()),
                    ("won", pct(*won).into()),
                    ("margin", signed(*margin).into()),
                ],
            ),
            Term::RollAnswered { chance, passing } => text(
                language,
                "general-roll-answered",
                &[
                    ("chance", pct(*chance).into()),
                    ("passing", pct(*passing).into()),
                ],
            ),
        }
    }
}

impl Term {
    /// The reason as a player would say it, its figures the ones a player weighs (chances,
    /// models lost, victory points); `None` for a reason with nothing to say in words (no
    /// victory points at stake). The worth and a standing's numbers are left to [`Term::text`].
    pub fn plain(&self, language: Language) -> Option<String> {
        let t = |id: &str, args: &[(&str, crate::i18n::Arg)]| text(language, id, args);
        Some(match self {
            Term::Prospect { prospect: p } => {
                let mut bits = Vec::new();
                if p.reach < 1.0 {
                    bits.push(t("general-reaches", &[("chance", pct(p.reach).into())]));
                }
                if p.win > 0.0 || p.lose > 0.0 {
                    bits.push(t("general-wins", &[("chance", pct(p.win).into())]));
                }
                let breaks = p.they_fall_back + p.they_retreat;
                if breaks > 0.005 {
                    bits.push(t(
                        "general-plain-they-break",
                        &[("chance", pct(breaks).into())],
                    ));
                }
                if p.their_leader_dies > 0.005 {
                    bits.push(t(
                        "general-their-leader-dies",
                        &[("chance", pct(p.their_leader_dies).into())],
                    ));
                }
                if p.our_leader_dies > 0.005 {
                    bits.push(t(
                        "general-our-leader-dies",
                        &[("chance", pct(p.our_leader_dies).into())],
                    ));
                }
                let losses = t(
                    "general-plain-losses",
                    &[
                        ("ours", format!("{:.1}", p.our_losses).into()),
                        ("theirs", format!("{:.1}", p.their_losses).into()),
                    ],
                );
                if bits.is_empty() {
                    losses
                } else {
                    format!("{}; {losses}", bits.join(", "))
                }
            }
            Term::Standing { before, after } => {
                let change = after - before;
                let how = if change > 0.05 {
                    "better"
                } else if change < -0.05 {
                    "worse"
                } else {
                    "same"
                };
                t("general-plain-standing", &[("how", how.into())])
            }
            Term::Objectives { vp } if vp.abs() < 0.05 => return None,
            Term::Objectives { vp } => t(
                "general-plain-objectives",
                &[
                    ("vp", format!("{:.1}", vp.abs()).into()),
                    ("gain", (*vp > 0.0).to_string().into()),
                ],
            ),
            Term::Caught { chance, .. } => {
                t("general-plain-caught", &[("chance", pct(*chance).into())])
            }
            Term::Joined { .. } => t("general-plain-joined", &[]),
            Term::ZoneGivenUp { .. } => t("general-plain-zone-given-up", &[]),
            Term::ActivationSpent { .. } => t("general-plain-activation-spent", &[]),
            Term::Part { nearer_cm, .. } => t(
                "general-plain-part",
                &[
                    ("cm", format!("{:.0}", nearer_cm.abs()).into()),
                    ("nearer", (*nearer_cm >= 0.0).to_string().into()),
                ],
            ),
            Term::Lookahead { samples, .. } => {
                t("general-plain-lookahead", &[("samples", (*samples).into())])
            }
            Term::LookaheadToEnd { samples, won, .. } => t(
                "general-plain-lookahead-to-end",
                &[("samples", (*samples).into()), ("won", pct(*won).into())],
            ),
            Term::RollAnswered { chance, .. } => t(
                "general-plain-roll-answered",
                &[("chance", pct(*chance).into())],
            ),
            // Already words a player would say.
            Term::Pursuit { .. } | Term::ChargeStopped { .. } | Term::Because { .. } => {
                self.text(language)
            }
        })
    }
}

/// A command in the general's words: the unit and what it does, names as `names` gives them.
pub fn command_words(language: Language, names: &dyn Names, c: &Command) -> String {
    let side = names.side(c.side());
    let t = |id: &str, args: &[(&str, crate::i18n::Arg)]| {
        let mut all = vec![("side", side.clone().into())];
        all.extend(args.iter().cloned());
        text(language, id, &all)
    };
    let n = |id: &str| names.unit(id);
    match c {
        Command::Activate { unit, .. } => t("general-cmd-activate", &[("unit", n(unit).into())]),
        Command::Order { unit, order, .. } => {
            let (what, target) = match order {
                Order::Charge { target, also, .. } => {
                    let mut all = vec![n(target)];
                    all.extend(also.iter().map(|a| n(a)));
                    ("charge", all.join(", "))
                }
                Order::Fight { target, .. } => ("fight", n(target)),
                Order::Shoot { target, .. } => ("shoot", n(target)),
                Order::Duel { target, .. } => ("duel", n(target)),
                Order::Move { powered: true, .. } => ("run", String::new()),
                Order::Move { .. } => ("move", String::new()),
                Order::Disengage { .. } => ("disengage", String::new()),
                Order::Lead { units } => (
                    "lead",
                    units.iter().map(|u| n(u)).collect::<Vec<_>>().join(", "),
                ),
                Order::Reload { .. } => ("reload", String::new()),
                Order::Parapet => ("parapet", String::new()),
            };
            let powered = match order {
                Order::Charge { powered, .. }
                | Order::Fight { powered, .. }
                | Order::Shoot { powered, .. }
                | Order::Duel { powered, .. } => *powered,
                _ => false,
            };
            t(
                "general-cmd-order",
                &[
                    ("unit", n(unit).into()),
                    ("order", what.into()),
                    // Fluent keeps the words; the space before a target is ours.
                    (
                        "target",
                        if target.is_empty() {
                            target
                        } else {
                            format!(" {target}")
                        }
                        .into(),
                    ),
                    ("powered", powered.to_string().into()),
                ],
            )
        }
        Command::Hold { .. } => t("general-cmd-hold", &[]),
        Command::ReactToCharge {
            reaction, powered, ..
        } => {
            let r = match reaction {
                ChargeReaction::Receive => "receive",
                ChargeReaction::Flee => "flee",
                ChargeReaction::StandAndShoot => "stand_and_shoot",
            };
            t(
                "general-cmd-react",
                &[
                    ("reaction", r.into()),
                    ("powered", powered.to_string().into()),
                ],
            )
        }
        Command::FightBack { powered, .. } => t(
            "general-cmd-fight-back",
            &[("powered", powered.to_string().into())],
        ),
        Command::AnswerDuel { accept, .. } => t(
            "general-cmd-answer-duel",
            &[("accept", accept.to_string().into())],
        ),
        Command::ChooseActiveSide { active, .. } => t(
            "general-cmd-active-side",
            &[("active", names.side(*active).into())],
        ),
        Command::OpportunityCharge { unit, .. } => {
            t("general-cmd-opportunity", &[("unit", n(unit).into())])
        }
        Command::LetMovePass { .. } => t("general-cmd-let-pass", &[]),
        Command::MeleeMove { moves, .. } => t(
            "general-cmd-melee-move",
            &[("stays", moves.is_empty().to_string().into())],
        ),
        Command::ChooseTableSide { swap, .. } => t(
            "general-cmd-table-side",
            &[("swap", swap.to_string().into())],
        ),
        Command::Pursue { pursue, .. } => t(
            "general-cmd-pursue",
            &[("pursue", pursue.to_string().into())],
        ),
        Command::ChooseCasualties { unit, models, .. } => {
            // Models by their number in the unit ("samurai.4" is model 4), as on the table.
            let numbers: Vec<&str> = models
                .iter()
                .map(|m| m.rsplit_once('.').map_or(m.as_str(), |(_, k)| k))
                .collect();
            t(
                "general-cmd-casualties",
                &[
                    ("unit", n(unit).into()),
                    ("count", models.len().into()),
                    ("models", numbers.join(", ").into()),
                ],
            )
        }
        Command::PassOffering { .. } => t("general-cmd-pass", &[]),
        Command::Offer {
            card, die, kind, ..
        } => t(
            "general-cmd-offer",
            &[
                ("card", (*card).into()),
                ("die", (*die + 1).into()),
                (
                    "reroll",
                    matches!(kind, crate::battle::model::command::OfferingKind::Reroll)
                        .to_string()
                        .into(),
                ),
            ],
        ),
        Command::ProtectLeader { protect, .. } => t(
            "general-cmd-protect",
            &[("protect", protect.to_string().into())],
        ),
        other => {
            let tag = serde_json::to_value(other)
                .ok()
                .and_then(|v| {
                    v.get("command")
                        .and_then(|c| c.as_str())
                        .map(str::to_string)
                })
                .unwrap_or_default();
            t("general-cmd-other", &[("what", tag.into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::side::Side;

    /// The general's names for the ids below.
    struct Named;

    impl Names for Named {
        fn side(&self, side: Side) -> String {
            ["Akagane host", "Hayashi muster"][side.index()].into()
        }
        fn unit(&self, id: &str) -> String {
            match id {
                "0-lord" => "Samurai bushi".into(),
                "2-yumi" => "Ashigaru yumi".into(),
                "5-scouts" => "Mounted scouts".into(),
                other => other.into(),
            }
        }
    }

    fn charge() -> Decision {
        let charge = Command::Order {
            side: Side::FIRST,
            unit: "0-lord".into(),
            order: Order::Charge {
                target: "2-yumi".into(),
                powered: false,
                also: Vec::new(),
            },
        };
        let prospect = Prospect {
            reach: 0.833,
            win: 0.71,
            lose: 0.2,
            their_losses: 2.94,
            our_losses: 0.61,
            they_fall_back: 0.3,
            they_retreat: 0.08,
            ..Prospect::default()
        };
        Decision {
            command: charge.clone(),
            level: Level::Normal,
            weighed: vec![
                Weighed {
                    command: charge,
                    worth: 3.2,
                    terms: vec![Term::Prospect { prospect }],
                },
                Weighed {
                    command: Command::Hold { side: Side::FIRST },
                    worth: 0.4,
                    terms: vec![Term::Standing {
                        before: -2.5,
                        after: -1.1,
                    }],
                },
            ],
        }
    }

    #[test]
    fn issue_48_a_charge_reads_as_a_player_says_it_its_numbers_in_the_details() {
        let d = charge();
        assert_eq!(
            d.plain(Language::English, &Named),
            "Akagane host: Samurai bushi charges Ashigaru yumi: reaches 83%, wins 71%, they \
             break 38%; we lose 0.6 models, they lose 2.9"
        );
        assert_eq!(
            d.plain(Language::Spanish, &Named),
            "Akagane host: Samurai bushi carga contra Ashigaru yumi: alcanza 83%, gana 71%, se \
             rompen 38%; perdemos 0.6 miniaturas, ellos 2.9"
        );
        // The worth and the alternatives weighed are the details'.
        for lang in Language::ALL {
            let plain = d.plain(lang, &Named);
            assert!(
                !plain.contains("+3.2") && !plain.contains("-2.5"),
                "{plain}"
            );
            let details = d.text(lang, &Named);
            assert!(
                details.contains("+3.2") && details.contains("-2.5"),
                "{details}"
            );
        }
    }

    #[test]
    fn issue_48_a_move_says_in_words_whether_it_stands_better_without_its_standing() {
        let scouts = Command::Order {
            side: Side::SECOND,
            unit: "5-scouts".into(),
            order: Order::Move {
                moves: Vec::new(),
                powered: false,
                leader: None,
            },
        };
        let d = Decision {
            command: scouts.clone(),
            level: Level::Normal,
            weighed: vec![Weighed {
                command: scouts,
                worth: 1.4,
                terms: vec![Term::Standing {
                    before: -2.5,
                    after: -1.1,
                }],
            }],
        };
        assert_eq!(
            d.plain(Language::English, &Named),
            "Hayashi muster: Mounted scouts moves: it stands better there"
        );
        assert_eq!(
            d.plain(Language::Spanish, &Named),
            "Hayashi muster: Mounted scouts mueve: allí está mejor situada"
        );
        assert!(
            d.text(Language::English, &Named)
                .contains("standing -2.5 to -1.1")
        );
    }
}
