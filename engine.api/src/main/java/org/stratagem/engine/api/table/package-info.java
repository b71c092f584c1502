/**
 * Solving a whole game in tables, as retrograde analysis makes endgame tablebases: a game's
 * {@linkplain org.stratagem.engine.api.table.IndexedStateSpace indexed state space} (offered by an
 * {@link org.stratagem.engine.api.table.IndexedGame}), the
 * {@linkplain org.stratagem.engine.api.table.StateGraph graph} of its moves by index, and the
 * {@link org.stratagem.engine.api.table.TableSolver} service that fills a
 * {@link org.stratagem.engine.api.table.Tablebase} from it.
 *
 * <p>Versioning: {@link org.stratagem.engine.api.table.IndexedGame},
 * {@link org.stratagem.engine.api.table.IndexedStateSpace} and
 * {@link org.stratagem.engine.api.table.StateGraph} are implemented by game bundles,
 * {@link org.stratagem.engine.api.table.TableSolver} and the
 * {@link org.stratagem.engine.api.table.Tablebase} it returns by strategy bundles: all are
 * {@code @ConsumerType}, so adding an abstract method to one is a major change of this package and
 * a default method a minor one.
 */
@Export
@Version("1.0.0")
package org.stratagem.engine.api.table;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
