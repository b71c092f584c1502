package org.stratagem.engine.search.alphabeta;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Searcher;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.TableSearcher;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * The {@code alphabeta} strategy: iterative-deepening negamax alpha-beta with a transposition
 * table, which proves the game's value when the tree allows. Supports games of two teams,
 * turn-keeping moves and teams of several seats; not chance nor hidden information. A session
 * keeps its transposition table from one search to the next; the table takes the request's memory
 * budget, {@value #DEFAULT_MEGABYTES} MiB if it sets none.
 */
/* service.ranking 100: the general-purpose default: preferred wherever it fits. */
@Component(service = Searcher.class, property = {ServiceProperties.STRATEGY_ID + "=" + AlphaBetaSearcher.ID,
        "service.ranking:Integer=100"})
public final class AlphaBetaSearcher extends TableSearcher<TranspositionTable> {
    /** The strategy id. */
    public static final String ID = "alphabeta";
    /** The size of the transposition table when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 16;

    /** The component. */
    public AlphaBetaSearcher() {
        super(ID, GameKinds::twoTeamsWithoutChance, TranspositionTable::new, DEFAULT_MEGABYTES, AlphaBeta::search);
    }
}
