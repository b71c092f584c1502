package org.stratagem.engine.search.solver;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.TableSearcher;
import org.stratagem.engine.search.table.PackedHashTable;

/**
 * The {@code solver} strategy: the exact outcome (win, draw or loss for the team to move) of a
 * finite game, by a depth-first search memoised on canonical keys. Supports games of two teams,
 * turn-keeping moves and teams of several seats; not chance nor hidden information. The depth
 * limit does not apply (a solver searches to the end); node and time limits and the stop signal
 * do, and a search they cut short is unproven. A session keeps its memo from one search to the
 * next, which is what makes solving many positions of one game fast; the memo (a key and a byte a
 * position) takes the request's memory budget, {@value #DEFAULT_MEGABYTES} MiB if it sets none,
 * growing as it fills.
 */
/* service.ranking 50: exact, but only for games small enough to solve. */
@Component(service = Searcher.class, property = "service.ranking:Integer=50")
@StrategyId(SolverSearcher.ID)
public final class SolverSearcher extends TableSearcher<PackedHashTable> {
    /** The strategy id. */
    public static final String ID = "solver";
    /** The most memory the memo takes when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 64;

    /** The component. */
    public SolverSearcher() {
        super(ID, GameKinds::twoTeamsWithoutChance, budget -> new PackedHashTable(budget, 1), DEFAULT_MEGABYTES, Solver::search);
    }
}
