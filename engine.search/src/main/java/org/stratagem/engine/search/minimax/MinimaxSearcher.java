package org.stratagem.engine.search.minimax;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.api.Searcher;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.SearcherComponent;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The {@code minimax} strategy: plain minimax, with the expectation at chance nodes, to the
 * request's depth or to the end of the game. Slow and simple on purpose: it is the reference the
 * other strategies are checked against. Supports games of two teams, with chance, turn-keeping
 * moves and teams of several seats; not hidden information (it would see the hidden state).
 */
/* service.ranking 0: the reference: correct, never fast, preferred last. */
@Component(service = Searcher.class, property = {ServiceProperties.STRATEGY_ID + "=" + MinimaxSearcher.ID,
        "service.ranking:Integer=0"})
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
