package org.stratagem.engine.search.minimax;

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
 * The {@code minimax} strategy: plain minimax, with the expectation at chance nodes, to the
 * request's depth or to the end of the game. Slow and simple on purpose: it is the reference the
 * other strategies are checked against. Supports games of two teams, with chance, turn-keeping
 * moves and teams of several seats; not hidden information (it would see the hidden state).
 */
/* service.ranking 0: the reference: correct, never fast, preferred last. */
@Component(service = Searcher.class, property = "service.ranking:Integer=0")
@StrategyId(MinimaxSearcher.ID)
public final class MinimaxSearcher extends SearcherComponent {
    /** The strategy id. */
    public static final String ID = "minimax";

    /** The component. */
    public MinimaxSearcher() {
        super(ID, GameKinds::twoTeams);
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        return new Minimax<>(SearchRun.start(this, request)).search();
    }
}
