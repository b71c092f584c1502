package com.example.negamax;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;

/**
 * The {@code negamax} strategy: iterative deepening negamax with alpha-beta pruning, and a
 * transposition table that remembers each position's best move so that the next, deeper iteration
 * tries it first. It plays any game of two teams without chance nodes; a move that keeps the turn
 * (Triangle War) keeps the score's sign. The work is done by {@link Negamax}, one per search.
 */
@Component(service = Searcher.class)
@StrategyId(NegamaxSearcher.ID)
public final class NegamaxSearcher implements Searcher {
    /** The strategy's id: {@value}. */
    public static final String ID = "negamax";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public boolean supports(GameTraits traits) {
        return traits.twoTeams() && !traits.chance();
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        if (!supports(request.game().traits())) {
            throw new IllegalArgumentException("negamax does not play " + request.game().id());
        }
        if (request.position().isTerminal() || request.position().seatToMove() == Position.CHANCE) {
            throw new IllegalArgumentException("the root must be a decision position");
        }
        return new Negamax<>(request).run();
    }
}
