package org.stratagem.engine.search.bfs;

import java.util.Arrays;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.PackedHashTable;

/**
 * One shortest-path search of a single-agent puzzle: the path of least total
 * {@link Position#moveCost move cost} from the root to a goal.
 *
 * <p>A goal is a terminal position whose {@link Position#terminalValue terminal value} is not
 * negative; a terminal position of negative value is a dead end (the puzzle lost), which the search
 * passes by. States are told apart by {@link Position#canonicalKey()}: a state equivalent to one
 * already reached at no greater cost (a mirror image, say) is not searched again, which keeps the
 * solution optimal because equivalent states are equally far from a goal.
 *
 * <p>States are not copied: each record keeps the move that reached it and its parent, and the one
 * position of the request walks from record to record by undoing moves up to their common ancestor
 * and making moves down again; consecutive records of a breadth-first queue are close relatives,
 * so a walk is a few moves.
 *
 * <p>The result:
 * <ul>
 * <li>solved: the first move of the solution, {@code score} = its total cost (as
 *     {@link SearchResult#score()} specifies for a single-agent search), proven, {@code pv} = the
 *     whole solution, {@code depth} = its number of moves;</li>
 * <li>unsolvable (every reachable state searched, no goal): {@link MoveList#NONE},
 *     {@code score} = {@code Score.proven(-1, 0)}, the proven loss that
 *     {@link SearchResult#outcome()} reads as {@code LOSS}, proven, an empty {@code pv};</li>
 * <li>cut short (a node, time or memory limit, the stop signal, or a depth limit that left states
 *     unexpanded before a goal was found): {@link MoveList#NONE}, score 0, unproven. A goal found
 *     after the depth limit cut states off is returned, but unproven: a longer, cheaper path
 *     may exist.</li>
 * </ul>
 * Memory: the records and the visited index share the request's budget, {@value #DEFAULT_MEGABYTES}
 * MiB if it sets none; running out stops the search.
 *
 * @param <P> the game's position type
 */
final class ShortestPath<P extends Position> {
    /** The memory budget when a request leaves it to the strategy. */
    static final int DEFAULT_MEGABYTES = 256;

    private final SearchRun<P> run;
    private final P position;
    private final MoveGenerator<P> generator;
    private final MoveList moves = new MoveList();
    private final ReachedStates reached;
    /** For each state reached, by canonical key, its cheapest record. */
    private final PackedHashTable index;
    /** The records along the position's current line from the root, by depth. */
    private int[] line = new int[64];
    private int lineDepth;
    /** The records a walk passes on its way up, to make their moves on the way down. */
    private int[] pending = new int[64];
    private boolean cut;

    ShortestPath(SearchRun<P> run) {
        this.run = run;
        position = run.position();
        generator = run.request().moves();
        int memoryMb = run.request().limits().memoryMb();
        long budget = (long) (memoryMb > 0 ? memoryMb : DEFAULT_MEGABYTES) << 20;
        reached = new ReachedStates(budget / 2);
        index = new PackedHashTable(budget / 2, Integer.BYTES);
    }

    SearchResult search() {
        // Step 1. The root is the first record, at cost 0.
        run.countNode(0);
        long rootKey = position.canonicalKey();
        index.put(rootKey, reached.add(-1, MoveList.NONE, 0, 0, rootKey));
        int depthLimit = run.request().limits().depth();
        int goal = -1;
        for (int record = reached.poll(); record >= 0 && !run.stopped(); record = reached.poll()) {
            // Step 2. Pass by a record superseded by a cheaper path to its state.
            if (index.get(reached.key(record), -1) != record) {
                continue;
            }

            // Step 3. Walk the position to the record's state.
            walkTo(record);

            // Step 4. The first goal taken from the queue is reached at least cost: every record
            // still queued costs as much or more, and moves cost at least 1.
            if (position.isTerminal()) {
                if (position.terminalValue(0) >= 0) {
                    goal = record;
                    break;
                }
                continue;
            }

            // Step 5. Expand the record, unless it lies at the depth limit.
            if (depthLimit > 0 && reached.depth(record) == depthLimit) {
                cut = true;
                continue;
            }
            expand(record);
        }
        walkTo(0);

        // Step 6. Answer: a solution, a proof that there is none, or nothing proven.
        long bytes = reached.bytes() + index.bytes();
        if (goal >= 0) {
            int[] solution = pathTo(goal);
            run.report(solution.length, reached.cost(goal), solution);
            return run.result(solution[0], reached.cost(goal), !cut, solution, solution.length, bytes);
        }
        if (run.stopped() || cut) {
            return run.result(MoveList.NONE, 0, false, new int[0], run.deepestPly(), bytes);
        }
        int unsolvable = Score.proven(-1, 0);
        run.report(run.deepestPly(), unsolvable, new int[0]);
        return run.result(MoveList.NONE, unsolvable, true, new int[0], run.deepestPly(), bytes);
    }

    /**
     * Records the children of the current position (the record's state) that were not reached
     * before at a cost as low; runs out of memory by stopping the search.
     */
    private void expand(int record) {
        generator.generate(position, moves);
        int depth = reached.depth(record) + 1;
        for (int i = 0; i < moves.size() && !run.stopped(); i++) {
            int move = moves.get(i);
            int cost = reached.cost(record) + position.moveCost(move);
            position.makeMove(move);
            run.countNode(depth);
            long key = position.canonicalKey();
            position.undoMove();
            int known = index.get(key, -1);
            if (known >= 0 && reached.cost(known) <= cost) {
                continue;
            }
            int child = reached.add(record, move, cost, depth, key);
            if (child < 0 || !index.put(key, child)) {
                run.stop();
                return;
            }
        }
    }

    /** Brings the position to a record's state by the shortest walk along the tree of records. */
    private void walkTo(int record) {
        int depth = reached.depth(record);
        if (depth >= line.length) {
            line = Arrays.copyOf(line, 2 * depth);
            pending = Arrays.copyOf(pending, 2 * depth);
        }
        // Climb from the record to the current line's depth, then undo the line down to the
        // record's ancestor at that depth, then climb both to their common ancestor.
        int count = 0;
        int ancestor = record;
        while (reached.depth(ancestor) > lineDepth) {
            pending[count++] = ancestor;
            ancestor = reached.parent(ancestor);
        }
        while (lineDepth > reached.depth(ancestor)) {
            position.undoMove();
            lineDepth--;
        }
        while (line[lineDepth] != ancestor) {
            pending[count++] = ancestor;
            ancestor = reached.parent(ancestor);
            position.undoMove();
            lineDepth--;
        }
        // Play the noted moves down to the record.
        while (count > 0) {
            int next = pending[--count];
            position.makeMove(reached.move(next));
            line[++lineDepth] = next;
        }
    }

    private int[] pathTo(int record) {
        int[] path = new int[reached.depth(record)];
        for (int r = record; r > 0; r = reached.parent(r)) {
            path[reached.depth(r) - 1] = reached.move(r);
        }
        return path;
    }
}
