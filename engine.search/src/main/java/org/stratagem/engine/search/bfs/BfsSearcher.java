package org.stratagem.engine.search.bfs;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.common.SearcherComponent;

/**
 * The {@code bfs} strategy: an optimal solution of a single-agent puzzle, the path to a goal of
 * least total {@link Position#moveCost move cost} (breadth-first search when every move costs 1,
 * uniform-cost search otherwise). Supports one-seat games without chance or hidden information.
 * See {@link ShortestPath} for what the result holds, for a solvable puzzle and an unsolvable one.
 */
/* service.ranking 50: the default for puzzles, the only kind it plays. */
@Component(service = Searcher.class, property = "service.ranking:Integer=50")
@StrategyId(BfsSearcher.ID)
public final class BfsSearcher extends SearcherComponent {
    /** The strategy id. */
    public static final String ID = "bfs";

    /** The component. */
    public BfsSearcher() {
        super(ID, GameKinds::puzzle);
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        return new ShortestPath<>(SearchRun.start(this, request)).search();
    }
}
