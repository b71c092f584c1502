package org.stratagem.engine.api.search;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.ServiceProperties;

/**
 * One search strategy; registered as a service with {@link ServiceProperties#STRATEGY_ID} (stated by
 * {@link StrategyId} on a component).
 *
 * <p>A searcher is game-agnostic where it can be: it sees the game only through the request. It
 * honours the request's limits, polls its {@link StopSignal} often enough to return within a few
 * milliseconds of being stopped or of its time running out, reports progress to the listener,
 * and never uses exceptions for control flow. It returns the root position unchanged. One searcher
 * serves many searches, concurrently: per-search state lives in the search, not in the service.
 */
@ConsumerType
public interface Searcher {

    /** @return the strategy id, the same as the {@link ServiceProperties#STRATEGY_ID} property */
    String id();

    /**
     * @param traits the kind of game
     * @return whether this strategy can search games of that kind
     */
    boolean supports(GameTraits traits);

    /**
     * Says, before any search starts, why this strategy cannot serve searches of a game under some
     * limits: a game of a kind it does not support, a game that lacks what it needs (a state space,
     * say), limits it cannot honour (a strategy that stops only at a proof, which it may never reach,
     * needs a time or node limit), or a configuration it cannot work with. A caller asks before it
     * searches and reports the reason instead of searching; {@link #search} may assume it was asked.
     * The default refuses the games {@link #supports} does not.
     *
     * @param game   the game to be searched
     * @param limits the limits of the searches
     * @return empty if the strategy can serve them; else one line saying why not, in the user's
     *         terms (no class names), without the strategy's id, which the caller adds
     */
    default Optional<String> refusal(Game<?> game, SearchLimits limits) {
        return supports(game.traits()) ? Optional.empty()
                : Optional.of("it does not play games like " + game.id() + " (" + game.traits() + ")");
    }

    /**
     * Searches the request's root position.
     *
     * @param request the search to run
     * @param <P>     the game's position type
     * @return the result; never null
     * @throws IllegalArgumentException if the game is of a kind this strategy does not support, or
     *                                  the root is terminal or a chance node
     */
    <P extends Position> SearchResult search(SearchRequest<P> request);

    /**
     * Opens a series of searches that may keep tables (a transposition table, a memo of solved
     * positions) from one search to the next, as an engine keeps its tables between the moves of a
     * game. Tables stay within each request's {@link SearchLimits#memoryMb()}, and are sized and
     * allocated ahead of the searches by {@link SearchSession#prepare}. The default session keeps
     * nothing and runs every search afresh.
     *
     * @return a new session, used by one thread at a time
     */
    default SearchSession openSession() {
        return this::search;
    }
}
