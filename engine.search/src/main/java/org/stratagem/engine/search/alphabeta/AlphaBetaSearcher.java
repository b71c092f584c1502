package org.stratagem.engine.search.alphabeta;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.TableSearcher;
import org.stratagem.engine.search.common.TableSession;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * The {@code alphabeta} strategy: iterative-deepening negamax alpha-beta with aspiration windows,
 * principal variation search, a transposition table, killer and history move ordering, Lazy SMP on
 * {@code SearchLimits.threads} threads, and as options late move reductions, null-move pruning and
 * the single-reply extension; it proves the game's value when the tree allows. Supports games of two
 * teams, turn-keeping moves and teams of several seats; not chance nor hidden information. A session
 * keeps its transposition table from one search to the next, made once (when the session is prepared)
 * and then aged by generation and forgotten by key salt, never cleared by filling; the table takes the
 * request's memory budget, {@value #DEFAULT_MEGABYTES} MiB if it sets none (see {@code TableBudget}).
 *
 * <p>The options are the component's configuration (PID {@value #PID}: a ConfigAdmin file
 * {@code conf/org.stratagem.alphabeta.cfg} or the shell's {@code config} commands), not part of a
 * request: they are the engine's settings, as a UCI engine's options are, and the search API stays
 * free of strategy-specific switches. Changing them restarts the component, so a search never sees
 * them change under it. A game turns off the prunings that are unsound in it
 * ({@link org.stratagem.engine.api.search.SearchHints#unsoundPrunings()}), whatever the configuration says.
 */
/* service.ranking 100: the general-purpose default: preferred wherever it fits. */
@Component(service = Searcher.class, configurationPid = AlphaBetaSearcher.PID, property = "service.ranking:Integer=100")
@StrategyId(AlphaBetaSearcher.ID)
@Designate(ocd = AlphaBetaSearcher.Config.class)
public final class AlphaBetaSearcher extends TableSearcher<TranspositionTable> {
    /** The strategy id. */
    public static final String ID = "alphabeta";
    /** The ConfigAdmin PID of the options. */
    public static final String PID = "org.stratagem.alphabeta";
    /** The size of the transposition table when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 16;

    /**
     * The forward prunings and the extension, all off by default but where a game recommends them: each
     * trades exactness at a fixed depth for strength at a given time, and each pruning rests on an
     * assumption some games break. Proven results stay exact either way (see {@link AlphaBeta}).
     */
    @ObjectClassDefinition(name = "Stratagem alpha-beta", description = "Options of the alphabeta strategy")
    public @interface Config {
        /** @return whether late moves are searched shallower first */
        @AttributeDefinition(description = "Late move reductions: moves ordered late are searched shallower first and"
                + " earn the full depth only if they beat alpha. Unsound where the move ordering is poor: a good late"
                + " move is seen later")
        boolean lateMoveReductions() default false;

        /** @return whether null-move pruning is on */
        @AttributeDefinition(description = "Null-move pruning: cut a node off when passing still beats beta. Unsound"
                + " in zugzwang, and never used where a pass would keep the turn with the same team or right after a"
                + " turn-keeping move; applies only to positions that can pass (engine.api's Passable)")
        boolean nullMove() default false;

        /** @return whether the only move of a node is searched at the node's depth */
        @AttributeDefinition(description = "Single-reply extension: a node with one move searches it at its own"
                + " depth, so that forced replies cost no depth and forcing sequences are seen twice as deep")
        boolean singleReplyExtension() default false;

        /** @return whether the prunings, extensions and helper scheme a game recommends are followed */
        @AttributeDefinition(description = "Apply also the forward prunings and the extensions a game recommends,"
                + " measured to strengthen its play (late move reductions, null move and the single-reply extension in"
                + " Gomoku), and the way the threads of a parallel search share the work it recommends (helpers skipping"
                + " depths in Triangle War); off: only the options turned on here, and the threads sharing depths")
        boolean gameRecommendations() default true;
    }

    /** The component with the default options: no forward pruning nor extension but those a game recommends. */
    public AlphaBetaSearcher() {
        this(Selectivity.RECOMMENDED);
    }

    /**
     * The component, configured.
     *
     * @param config the options
     */
    @Activate
    public AlphaBetaSearcher(Config config) {
        this(new Selectivity(config.lateMoveReductions(), config.nullMove(), config.singleReplyExtension(),
                config.gameRecommendations()));
    }

    /**
     * @param selectivity the prunings and extensions to use (tests turn them on here)
     */
    AlphaBetaSearcher(Selectivity selectivity) {
        super(ID, GameKinds::twoTeamsWithoutChance,
                TableSession.Tables.forgotten(TranspositionTable::new, TranspositionTable::forgetAll), DEFAULT_MEGABYTES,
                new LazySmp(selectivity)::search);
    }
}
