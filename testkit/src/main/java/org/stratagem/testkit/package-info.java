/**
 * The game test kit: the conformance suite that every Stratagem game passes, usable from any test
 * framework (a {@link org.stratagem.testkit.ConformanceReport} is a value, not an assertion) and from
 * the platform's {@code conform} command.
 *
 * <p>{@link org.stratagem.testkit.Conformance#check} plays seeded random games and checks the contracts
 * of engine.api after every move: terminal positions and results, chance probabilities, seats and
 * teams, notation round trips, keys and canonical keys, undo and copies, hidden information, the
 * indexed state space, and equal values for equal canonical keys near the end of the game. The first
 * violation is reported with the moves that lead to it.
 */
@Export
@Version("1.0.0")
package org.stratagem.testkit;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
