package org.stratagem.engine.search.mcts;

import java.util.Optional;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.common.SearcherComponent;
import org.stratagem.engine.search.common.TableBudget;

/**
 * The {@code mcts} strategy: Monte Carlo tree search, UCT with random playouts and the MCTS-Solver
 * extension, which proves wins, draws and losses as the tree reaches the ends of the game (see
 * {@link Mcts}). Game-agnostic: it needs no evaluator, only legal moves and terminal values.
 * Supports games of two teams, with chance, turn-keeping moves and teams of several seats; not
 * hidden information (its playouts would see the hidden state). The tree takes the request's
 * memory budget, {@value #DEFAULT_MEGABYTES} MiB if it sets none (see {@code TableBudget}); when it
 * is full the search stops growing the tree and keeps simulating. Node and time limits (or a game
 * clock) and the stop signal apply (nodes are moves made, in the tree and in playouts); the depth
 * limit does not. A search stops at a proof of the root, which it may never reach (the tree fills),
 * so it needs a time or node limit: without one, {@link #refusal} says so and it is not asked.
 * Threads are supported by root parallelism (see {@link RootParallel}): each of the
 * {@code SearchLimits.threads} threads grows its own tree, with an equal share of the memory budget
 * and of the node limit, and the trees' statistics at the root are merged at the end; one thread
 * is deterministic, as are several under a node limit unless the root is proven.
 *
 * <p>Configuration, under the PID {@value #PID}: {@code exploration}, UCB1's exploration constant
 * for rewards in [0, 1] (default {@code sqrt(2)}). A negative, infinite or undefined one leaves the
 * component active but refusing every search, with the reason ({@link #refusal}), so that the user
 * who asks for {@code mcts} learns why it cannot serve.
 */
/* service.ranking 20: game-agnostic and anytime, but weaker than alpha-beta where an evaluator exists. */
@Component(service = Searcher.class, configurationPid = MctsSearcher.PID, property = "service.ranking:Integer=20")
@StrategyId(MctsSearcher.ID)
public final class MctsSearcher extends SearcherComponent {
    /** The strategy id. */
    public static final String ID = "mcts";
    /** The configuration PID. */
    public static final String PID = "org.stratagem.search.mcts";
    /** The memory of the tree when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 64;
    /** UCB1's exploration constant for rewards in [0, 1]: {@code sqrt(2)}. */
    public static final double DEFAULT_EXPLORATION = 1.4142135623730951;

    /** The component's configuration. */
    public @interface Config {
        /** @return UCB1's exploration constant, for rewards in [0, 1]; finite and not negative */
        double exploration() default DEFAULT_EXPLORATION;
    }

    private final double exploration;
    /** Why the configuration cannot be searched with, or null. */
    private final String misconfiguration;

    /** The component with the default configuration. */
    public MctsSearcher() {
        this(DEFAULT_EXPLORATION);
    }

    /**
     * The component, configured; an invalid configuration makes it refuse every search.
     *
     * @param config the configuration
     */
    @Activate
    public MctsSearcher(Config config) {
        super(ID, GameKinds::twoTeams);
        exploration = config.exploration();
        misconfiguration = validExploration(exploration) ? null : "its configuration " + PID
                + " is invalid: exploration " + exploration + " must be finite and not negative";
    }

    /**
     * @param exploration UCB1's exploration constant, for rewards in [0, 1]
     * @throws IllegalArgumentException if it is negative or not finite
     */
    MctsSearcher(double exploration) {
        super(ID, GameKinds::twoTeams);
        if (!validExploration(exploration)) {
            throw new IllegalArgumentException("the exploration constant must be finite and not negative, not " + exploration);
        }
        this.exploration = exploration;
        misconfiguration = null;
    }

    @Override
    public Optional<String> refusal(Game<?> game, SearchLimits limits) {
        if (misconfiguration != null) {
            return Optional.of(misconfiguration);
        }
        if (limits.deadlineMillis() == 0 && limits.nodes() == 0) {
            return Optional.of("it needs a time or node limit (--time or --nodes): it stops only at a proof of the"
                    + " result, which it may never reach" + (limits.depth() > 0 ? ", and a depth limit does not apply" : ""));
        }
        return super.refusal(game, limits);
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        SearchRun<P> run = SearchRun.start(this, request);
        return RootParallel.search(run, TableBudget.bytes(request.limits(), (long) DEFAULT_MEGABYTES << 20, 0),
                exploration);
    }

    private static boolean validExploration(double exploration) {
        return exploration >= 0 && exploration < Double.POSITIVE_INFINITY;
    }
}
