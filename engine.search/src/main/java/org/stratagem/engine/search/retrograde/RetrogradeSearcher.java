package org.stratagem.engine.search.retrograde;

import java.util.Optional;
import java.util.concurrent.CancellationException;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.search.StrategyId;
import org.stratagem.engine.api.table.IndexedGame;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.engine.search.common.GameKinds;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.common.TableSearcher;

/**
 * The {@code retrograde} strategy: retrograde analysis of a game's whole
 * {@link IndexedStateSpace} (see {@link Retrograde}), as a {@link TableSolver} and as a
 * {@link Searcher} that answers a position from the table.
 *
 * <p>As a searcher it supports puzzles and games of two teams without chance or hidden information
 * whose game offers a state space (it refuses any other game, see {@link #refusal}); it follows the space's own graph of the request's move
 * generator, or else the moves of the space's positions ({@link PositionGraph}). The first search of a session solves
 * every state, the following ones read the table: the answer is exact, {@code proven}, with the
 * whole line of best play as its variation (a puzzle's solution; in a game, best play by both to the
 * end, each side choosing the first best move in generator order). A puzzle that cannot be solved
 * gives the proven loss {@code Score.proven(-1, 0)} and no move, as {@code bfs} does. The table
 * takes two bytes a state and must fit the request's memory budget ({@value #DEFAULT_MEGABYTES} MiB
 * if it sets none); a budget too small, the stop signal or the time limit (polled while the table
 * fills) give an unproven answer with no move. Depth and node limits do not apply.
 */
/* service.ranking 40: exact and fast once the table is filled, but the fill solves the whole game. */
@Component(service = {Searcher.class, TableSolver.class}, property = "service.ranking:Integer=40")
@StrategyId(RetrogradeSearcher.ID)
public final class RetrogradeSearcher extends TableSearcher<SolvedTable> implements TableSolver {
    /** The strategy id. */
    public static final String ID = "retrograde";
    /** The most memory the table takes when a request leaves it to the strategy. */
    public static final int DEFAULT_MEGABYTES = 256;

    /** The component. */
    public RetrogradeSearcher() {
        super(ID, traits -> GameKinds.puzzle(traits) || GameKinds.twoTeamsWithoutChance(traits), SolvedTable::new,
                DEFAULT_MEGABYTES, RetrogradeSearcher::answer);
    }

    @Override
    public Optional<String> refusal(Game<?> game, SearchLimits limits) {
        if (IndexedGame.stateSpaceOf(game).isEmpty()) {
            return Optional.of("game " + game.id() + " has no indexed state space to solve by retrograde analysis");
        }
        return super.refusal(game, limits);
    }

    @Override
    public Tablebase solve(StateGraph graph, StopSignal stop) {
        return Retrograde.solve(graph, stop::isStopped);
    }

    private static <P extends Position> SearchResult answer(SearchRun<P> run, SolvedTable table) {
        IndexedStateSpace<P> space = IndexedGame.stateSpaceOf(run.request().game()).orElseThrow(() -> new IllegalArgumentException(
                "game " + run.request().game().id() + " has no indexed state space for retrograde analysis"));
        StateGraph graph = space.graph(run.request().moves())
                .orElseGet(() -> new PositionGraph<>(run.request().game(), space, run.request().moves(),
                        run::outOfTimeOrStopped));
        if (table.values() == null) {
            if (!table.fits(graph.size())) {
                return run.result(MoveList.NONE, 0, false, new int[0], 0, 0);
            }
            try {
                table.keep(Retrograde.solve(graph, run::outOfTimeOrStopped));
            } catch (CancellationException stopped) {
                return run.result(MoveList.NONE, 0, false, new int[0], 0, 0);
            }
            run.countNodes(graph.size());
        }
        return new BestLine<>(run, space, table.values()).answer();
    }
}
