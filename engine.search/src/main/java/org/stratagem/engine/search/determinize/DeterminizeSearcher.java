package org.stratagem.engine.search.determinize;

import java.util.Optional;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.common.SearcherComponent;

/**
 * The {@code determinize} strategy: perfect-information Monte Carlo for games of two teams with hidden
 * information and no chance. It searches positions drawn consistent with what the seat to move
 * observes, each with {@code alphabeta} as if nothing were hidden, and plays the move most of them
 * chose ({@link Determinization}). It sees of the position only what the game's
 * {@link HiddenInformation} lets it draw, so the true position may be given to it: the draws are the
 * seat's. Its known weakness is the method's: each draw is searched as if the searcher knew the hidden
 * state, so it never plays to learn or to hide. A session keeps alphabeta's transposition table from
 * one search to the next.
 */
/* service.ranking 40: the only strategy for games with hidden information. */
@Component(service = org.stratagem.engine.api.search.Searcher.class, property = "service.ranking:Integer=40")
@StrategyId(DeterminizeSearcher.ID)
public final class DeterminizeSearcher extends SearcherComponent {
    /** The strategy id. */
    public static final String ID = "determinize";

    /** The component. */
    public DeterminizeSearcher() {
        super(ID, DeterminizeSearcher::playable);
    }

    private static boolean playable(GameTraits traits) {
        return traits.twoTeams() && traits.hiddenInformation() && !traits.chance();
    }

    @Override
    public Optional<String> refusal(Game<?> game, SearchLimits limits) {
        Optional<String> refused = super.refusal(game, limits);
        if (refused.isPresent() || HiddenInformation.of(game).isPresent()) {
            return refused;
        }
        return Optional.of("game " + game.id() + " does not say what its seats observe (no HiddenInformation)");
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        return openSession().search(request);
    }

    @Override
    public SearchSession openSession() {
        SearchSession inner = new AlphaBetaSearcher().openSession();
        return new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                SearchRun.start(DeterminizeSearcher.this, request);
                return new Determinization<>(inner, request).search();
            }

            @Override
            public void prepare(SearchLimits limits) {
                inner.prepare(limits);
            }
        };
    }
}
