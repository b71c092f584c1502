package org.stratagem.engine.search.mcts;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.common.SearchRun;

/**
 * One Monte Carlo tree search: UCT with the MCTS-Solver, assembled from its strategies (Ludii's
 * habit): selection ({@link Ucb1}), playout ({@link RandomPlayout}), backpropagation with proofs
 * ({@link SolverBackup}, with {@link Tree#addReward}) and final move choice ({@link RobustChild}),
 * over a {@link Tree} of primitive arrays.
 *
 * <p>An iteration: descend the tree from the root by the selection strategy, making the moves on
 * the position; expand the node where the tree ends, if it was visited before (the root at once),
 * and descend to one of its new children; play the game out at random from there (or take the
 * outcome of a proven node or a finished game); then back the reward up the path, taking the moves
 * back. Rewards and outcomes are the root team's throughout (see {@link Tree}); who chooses at a
 * node is read from the position (the root team, its opponents, or chance), so moves that keep
 * the turn or pass it to a partner need nothing special.
 *
 * <p>Budget. Nodes are the positions visited: every move made, in the tree and in the playouts,
 * counts one (the root is not counted again at every iteration), so node counts and nodes per
 * second compare with other strategies'; an iteration from the root to a game's end {@code L}
 * moves away counts {@code L}. An iteration cut short by a limit or a stop is discarded: the tree
 * holds only completed iterations. The search ends when the root is proven (a proven win ends it
 * early), when a node or time limit is reached or the stop signal is set, or after
 * {@code Integer.MAX_VALUE} iterations (its share of them, for a thread of a root-parallel search,
 * so that the threads' visits add up without overflow); with no limit it runs until one of these, and a root whose
 * value rests on chance, or a game too large for the tree's memory, may never be proven: give
 * such searches a limit. The depth limit does not apply (playouts go to the end of the game). One
 * search is one thread's; {@link RootParallel} runs several side by side, each ending its own when
 * another ends the whole search (it proved the root, or failed).
 *
 * <p>Determinism. The random numbers come from a {@link SplittableRandom} seeded with the constant
 * {@value #SEED} (thread {@code i} of a root-parallel search: {@code SEED + i}): one thread and the
 * same request (a node limit, not a time limit) give the same result on every run.
 *
 * <p>Result. The best move is the {@link RobustChild} of the root; the principal variation follows
 * the same rule down the tree, to a node not expanded or to a chance node. A proven root scores
 * {@code Score.provenOutcome(outcome)} with the outcome +1, 0 or -1 ({@link SearchResult#outcome()}
 * reads it back; a search of outcomes knows no margins nor distances). Otherwise the score is heuristic: {@value #SCORE_SCALE} times {@code 2 * mean - 1}
 * for the best move's mean reward, from -{@value #SCORE_SCALE} (every playout through it lost) to
 * +{@value #SCORE_SCALE} (every one won). The depth is the ply of the deepest node in the tree. A
 * search that completed no iteration answers {@link MoveList#NONE}.
 *
 * <p>Progress is reported after {@value #FIRST_REPORT} iterations, then at intervals that double up
 * to {@value #REPORT_INTERVAL} iterations, and once at the end.
 *
 * @param <P> the game's position type
 */
final class Mcts<P extends Position> {
    /** The seed of a search's random numbers (of the first thread's, in a root-parallel search). */
    static final long SEED = 0x5EED_0F_3C75L;
    /** The heuristic score of a move whose every playout was won. */
    static final int SCORE_SCALE = 1000;
    /** Iterations before the first progress report. */
    static final long FIRST_REPORT = 1 << 10;
    /** The longest interval between two progress reports, in iterations. */
    static final long REPORT_INTERVAL = 1 << 16;
    /** Iterations between two readings of the clock against the time budget's optimum. */
    static final int OPTIMUM_CHECK_INTERVAL = 64;

    private final SearchRun<P> run;
    private final P position;
    private final MoveGenerator<P> generator;
    private final Tree tree;
    private final int rootTeam;
    private final Ucb1 selection;
    private final RandomPlayout<P> playout;
    private final SolverBackup backup;
    private final RobustChild finalChoice;
    private final StopSignal searchOver;
    private final LongSupplier otherThreadsNodes;
    private final int maxIterations;
    private final MoveList moves = new MoveList();
    /** The nodes of the current iteration's path, by ply. */
    private final int[] path = new int[SearchRun.MAX_PLY + 1];
    private int treeDepth;

    /**
     * A search on one thread, alone.
     *
     * @param run         the started run
     * @param tree        an empty tree, of the run's memory budget
     * @param exploration UCB1's exploration constant, for rewards in [0, 1]
     */
    Mcts(SearchRun<P> run, Tree tree, double exploration) {
        this(run, tree, exploration, 0, 1, new StopSignal(), () -> 0);
    }

    /**
     * One thread's search of a root-parallel search.
     *
     * @param run               the thread's run
     * @param tree              an empty tree, of the thread's memory budget
     * @param exploration       UCB1's exploration constant, for rewards in [0, 1]
     * @param thread            the thread's index, from 0, which seeds its random numbers
     * @param threads           the number of threads, which share the iterations
     * @param searchOver        set when another thread has ended the whole search (proved the root, or
     *                          failed); checked between iterations
     * @param otherThreadsNodes the positions the other threads visited so far, for progress reports
     */
    Mcts(SearchRun<P> run, Tree tree, double exploration, int thread, int threads, StopSignal searchOver,
            LongSupplier otherThreadsNodes) {
        this.run = run;
        this.tree = tree;
        this.searchOver = searchOver;
        this.otherThreadsNodes = otherThreadsNodes;
        maxIterations = Integer.MAX_VALUE / threads;
        position = run.position();
        generator = run.request().moves();
        rootTeam = run.teamToMove();
        SplittableRandom random = new SplittableRandom(SEED + thread);
        selection = new Ucb1(tree, exploration, random);
        playout = new RandomPlayout<>(run, rootTeam, random);
        backup = new SolverBackup(tree);
        finalChoice = new RobustChild(tree);
        path[0] = Tree.ROOT;
    }

    /** @return the result of the whole search: the tree grown, then the answer */
    SearchResult search() {
        grow();
        return answer(run, tree.bytes());
    }

    /**
     * Iterates until the root is proven or the budget is spent, reporting now and then. An anytime
     * search, it answers once the optimum of its time budget is spent (the whole time limit, or a
     * move's share of a game clock), checked every {@value #OPTIMUM_CHECK_INTERVAL} iterations.
     *
     * @return whether the root is proven
     */
    boolean grow() {
        long iterations = 0;
        long nextReport = FIRST_REPORT;
        while (!run.stopped() && !searchOver.isStopped() && !tree.isProven(Tree.ROOT)
                && tree.visits(Tree.ROOT) < maxIterations && iterate()) {
            iterations++;
            if (iterations == nextReport) {
                report();
                nextReport += Math.min(nextReport, REPORT_INTERVAL);
            }
            if (iterations % OPTIMUM_CHECK_INTERVAL == 0 && run.budget().optimumSpent(run.elapsedMillis())) {
                break;
            }
        }
        return tree.isProven(Tree.ROOT);
    }

    /**
     * Answers with the robust child of the root, or with no move if no iteration completed, and
     * reports the answer.
     *
     * @param reporter   the run that reports and returns the answer, with its nodes and time: this
     *                   search's, or the main thread's of a root-parallel search
     * @param tableBytes the memory the search's trees take
     * @return the result
     */
    SearchResult answer(SearchRun<P> reporter, long tableBytes) {
        int[] line = principalVariation();
        if (line.length == 0) {
            return reporter.result(MoveList.NONE, 0, false, line, 0, tableBytes);
        }
        reporter.report(treeDepth, score(), line);
        return reporter.result(line[0], score(), tree.isProven(Tree.ROOT), line, treeDepth, tableBytes);
    }

    /**
     * Runs one iteration and hands the position back at the root.
     *
     * @return false if the run stopped during the iteration, which is then discarded
     */
    private boolean iterate() {
        // Step 1. Selection: descend while the node is expanded and not proven, making the moves.
        int node = Tree.ROOT;
        int ply = 0;
        boolean leafProven = false;
        while (!tree.isProven(node) && ply < SearchRun.MAX_PLY) {
            // Step 2. Expansion: a node gets its children on its second visit (the root on its
            // first), so that a tree of limited memory holds the nodes that recur; a new node, or
            // one the tree has no room to expand, is the leaf.
            if (!tree.isExpanded(node) && (tree.visits(node) == 0 && node != Tree.ROOT || !expand(node))) {
                break;
            }
            int chooser = chooser();
            node = chooser == Tree.CHANCE ? selection.draw(node) : selection.choose(node, chooser);
            position.makeMove(tree.move(node));
            path[++ply] = node;
            run.countNode(ply);
            if (run.stopped()) {
                takeBack(ply);
                return false;
            }
            // A finished game reached for the first time is proven with its outcome.
            if (tree.visits(node) == 0 && position.isTerminal()) {
                int outcome = RandomPlayout.outcome(position, rootTeam);
                tree.setBounds(node, outcome, outcome);
                leafProven = true;
            }
        }

        // Step 3. Simulation: a proven leaf is worth its outcome; any other is played out.
        double reward = tree.isProven(node) ? Tree.reward(tree.lowerBound(node)) : playout.play(ply);
        if (run.stopped()) {
            takeBack(ply);
            return false;
        }

        // Step 4. Backpropagation: the reward rises to the root as the moves are taken back, and
        // the bounds of each node above a node whose bounds changed are recomputed.
        treeDepth = Math.max(treeDepth, ply);
        reward = tree.addReward(node, reward);
        boolean changed = leafProven;
        for (int at = ply - 1; at >= 0; at--) {
            position.undoMove();
            changed = changed && backup.updateBounds(path[at], chooser());
            reward = tree.addReward(path[at], reward);
        }
        return true;
    }

    private boolean expand(int node) {
        generator.generate(position, moves);
        return tree.expand(node, moves);
    }

    /** @return who chooses in the current position, a decision or chance node */
    private int chooser() {
        int seat = position.seatToMove();
        if (seat == Position.CHANCE) {
            return Tree.CHANCE;
        }
        return run.request().game().teamOf(seat) == rootTeam ? Tree.ROOT_TEAM : Tree.OPPONENTS;
    }

    private void takeBack(int plies) {
        for (int i = 0; i < plies; i++) {
            position.undoMove();
        }
    }

    /** @return the score of the root's best move for the root team (see the class comment) */
    private int score() {
        if (tree.isProven(Tree.ROOT)) {
            return Score.provenOutcome(tree.lowerBound(Tree.ROOT));
        }
        int best = finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM);
        double value = tree.isProven(best) ? Tree.reward(tree.lowerBound(best)) : tree.mean(best);
        return (int) Math.round(SCORE_SCALE * (2 * value - 1));
    }

    private void report() {
        run.report(treeDepth, score(), principalVariation(), run.nodes() + otherThreadsNodes.getAsLong());
    }

    /** @return the robust children from the root down, to a node not expanded or a chance node (allocates) */
    private int[] principalVariation() {
        int[] line = new int[treeDepth];
        int length = 0;
        int node = Tree.ROOT;
        while (tree.isExpanded(node) && position.seatToMove() != Position.CHANCE) {
            node = finalChoice.choose(node, chooser());
            if (node == RobustChild.NONE) {
                break;
            }
            line[length++] = tree.move(node);
            position.makeMove(tree.move(node));
        }
        takeBack(length);
        return Arrays.copyOf(line, length);
    }
}
