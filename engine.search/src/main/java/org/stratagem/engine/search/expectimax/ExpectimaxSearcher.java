package org.stratagem.engine.search.expectimax;

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
 * The {@code expectimax} strategy: iterative-deepening expectimax with alpha-beta pruning at
 * decision nodes and Ballard's Star1 pruning at chance nodes. Its value at each depth is
 * {@code minimax}'s (the expectation at chance nodes, on the {@link org.stratagem.engine.api.search.Score}
 * scale), found visiting fewer nodes, and proven when the search reached the end of the game
 * everywhere it looked. Star1 is bounded by the largest value the Score scale encodes, since the API
 * says nothing tighter about a game's results; that bound holds for every game but is loose, so most
 * of the pruning happens at decision nodes (see {@link Expectimax}). Supports games of two teams, with
 * or without chance, turn-keeping moves and teams of several seats; not hidden information (it would
 * see the hidden state). Keeps no tables between searches.
 */
/* service.ranking 60: preferred for games with chance, which alphabeta (100) and solver (50) do not play. */
@Component(service = Searcher.class, property = "service.ranking:Integer=60")
@StrategyId(ExpectimaxSearcher.ID)
public final class ExpectimaxSearcher extends SearcherComponent {
    /** The strategy id. */
    public static final String ID = "expectimax";

    /** The component. */
    public ExpectimaxSearcher() {
        super(ID, GameKinds::twoTeams);
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        return new Expectimax<>(SearchRun.start(this, request), true, Expectimax.boundOf(request.game())).iterate();
    }
}
