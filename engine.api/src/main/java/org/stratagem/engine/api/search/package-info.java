/**
 * Searching a game: the {@link org.stratagem.engine.api.search.Searcher} service (a strategy) and
 * its sessions, the request it serves (root position, generator, evaluator,
 * {@linkplain org.stratagem.engine.api.search.SearchLimits limits}, listener, stop signal), the
 * result it returns, the one {@linkplain org.stratagem.engine.api.search.Score score scale}, and
 * the {@linkplain org.stratagem.engine.api.search.SearchHints hints} (among them the
 * {@linkplain org.stratagem.engine.api.search.ForwardPruning prunings} and
 * {@linkplain org.stratagem.engine.api.search.SearchExtension extensions} a game recommends), the
 * {@linkplain org.stratagem.engine.api.search.TacticalOracle tactical oracle} and the
 * {@linkplain org.stratagem.engine.api.search.QuiescenceMoves quiescence moves} a game may give its searches.
 *
 * <p>Versioning: {@link org.stratagem.engine.api.search.Searcher} and
 * {@link org.stratagem.engine.api.search.SearchSession} are implemented by strategy bundles,
 * {@link org.stratagem.engine.api.search.SearchHints},
 * {@link org.stratagem.engine.api.search.TacticalOracle} and
 * {@link org.stratagem.engine.api.search.QuiescenceMoves} by game bundles and
 * {@link org.stratagem.engine.api.search.SearchListener} by whoever runs a search: all are
 * {@code @ConsumerType}, so adding an abstract method to one is a major change of this package and
 * a default method a minor one. The rest are records, enums and classes.
 */
@Export
@Version("1.4.0")
package org.stratagem.engine.api.search;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
