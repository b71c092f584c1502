package org.stratagem.game.puzzles.klotski;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.engine.api.table.Tablebase;

/**
 * The census of every Huarong Dao layout (the seed's Table 1, recomputed): for each number of
 * horizontal generals, the layouts, the wins (Cao Cao already at the goal), the solvable layouts
 * and the hardest ones in each metric. Each group and metric is one retrograde analysis by a
 * {@link TableSolver} from all the group's goals at once: twelve independent solves, run on as many
 * threads as the machine has cores.
 */
final class KlotskiCensus {

    /**
     * One line of the census.
     *
     * @param horizontal   the number of horizontal generals
     * @param layouts      the layouts of the group
     * @param wins         those with Cao Cao at the goal
     * @param solvable     those from which the goal can be reached (wins included)
     * @param hardestStep  the largest optimal distance in steps
     * @param stepLayout   the first layout (in code order) that needs it
     * @param hardestPiece the largest optimal distance in piece moves
     * @param pieceLayout  the first layout that needs it
     */
    record Group(int horizontal, int layouts, int wins, int solvable, int hardestStep, String stepLayout,
            int hardestPiece, String pieceLayout) {
    }

    /** The distances of one group's layouts in both metrics. */
    private record Tables(LayoutGroup group, Tablebase step, Tablebase piece) {
    }

    private KlotskiCensus() {
    }

    /**
     * @param solver the retrograde solver
     * @param stop   stops the solves
     * @return the census, groups of 0..5 horizontal generals in order
     */
    static List<Group> take(TableSolver solver, StopSignal stop) {
        ExecutorService threads = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<Tablebase>> solves = new ArrayList<>();
            for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
                for (Metric metric : Metric.values()) {
                    GroupGraph graph = new GroupGraph(KlotskiSpace.ALL.group(horizontal), metric);
                    solves.add(threads.submit(() -> solver.solve(graph, stop)));
                }
            }
            List<Group> census = new ArrayList<>();
            for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
                census.add(line(new Tables(KlotskiSpace.ALL.group(horizontal), result(solves.get(2 * horizontal)),
                        result(solves.get(2 * horizontal + 1)))));
            }
            return census;
        } finally {
            threads.shutdownNow();
        }
    }

    private static Tablebase result(Future<Tablebase> solve) {
        try {
            return solve.get();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the census was interrupted", interrupted);
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException cause ? cause
                    : new IllegalStateException("a solve of the census failed", failed.getCause());
        }
    }

    private static Group line(Tables tables) {
        LayoutGroup group = tables.group();
        int wins = 0;
        int solvable = 0;
        int stepWorst = 0;
        int pieceWorst = 0;
        for (int state = 0; state < group.size(); state++) {
            int step = tables.step().value(state);
            int piece = tables.piece().value(state);
            if ((step == Tablebase.UNSOLVED) != (piece == Tablebase.UNSOLVED)) {
                throw new IllegalStateException("layout " + KlotskiPosition.of(group.code(state))
                        + " is solvable in one metric and not in the other");
            }
            wins += LayoutCode.caoCao(group.code(state)) == Board.GOAL_ANCHOR ? 1 : 0;
            solvable += step == Tablebase.UNSOLVED ? 0 : 1;
            stepWorst = step > tables.step().value(stepWorst) ? state : stepWorst;
            pieceWorst = piece > tables.piece().value(pieceWorst) ? state : pieceWorst;
        }
        return new Group(group.horizontal(), group.size(), wins, solvable, tables.step().value(stepWorst),
                KlotskiPosition.of(group.code(stepWorst)).toString(), tables.piece().value(pieceWorst),
                KlotskiPosition.of(group.code(pieceWorst)).toString());
    }
}
