package org.stratagem.engine.search.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.HelperThreads;
import org.stratagem.engine.search.common.SearchRun;

/**
 * One Monte Carlo tree search on {@code SearchLimits.threads} threads: root parallelism (Chaslot,
 * Winands and van den Herik, "Parallel Monte-Carlo tree search", Computers and Games 2008; Cazenave
 * and Jouandeau's "single-run parallelisation", 2007). Every thread grows its own {@link Mcts} tree
 * on its own copy of the root, with its own random numbers (thread {@code i} seeded with
 * {@code Mcts.SEED + i}) and an equal share of the memory budget and of the node limit; the threads
 * share nothing while they search, so none waits for another, and their trees are merged at the
 * root when all have ended. The alternative, one tree shared by every thread (tree parallelism),
 * needs locks or atomic updates and virtual loss; root parallelism needs neither, and scaled best
 * of the methods Chaslot et al. compared, in Go. Its cost: each tree is shallower than one tree
 * of the same nodes would be, and the trees repeat each other's work.
 *
 * <p>Ending. Each thread honours the time limit, the stop signal and its share of the node limit
 * by itself, on the search's clock, so a search under a node limit that proves nothing visits
 * exactly the limit's nodes, rounded down to a multiple of the thread count (each thread visits
 * one at least). A thread that
 * proves the root, or fails, ends the whole search: the others end their current iteration and
 * stop. The caller's thread (the main thread, thread 0) reports progress from its own tree, with
 * every thread's nodes, and waits for the others before answering, so no thread outlives the
 * search; a helper's failure is rethrown then.
 *
 * <p>The answer. If a tree proved the root, its answer is the search's: the proven outcome, its
 * proven move and line (the main thread's tree first, if several did). Otherwise the visits,
 * rewards and proofs of the root's children of every tree are added into the main thread's tree,
 * move by move (proofs narrow to what the trees proved together, which may prove the root), and
 * the main thread answers as one thread does, with the {@link RobustChild} of the merged root: the
 * move most visited over all the trees, unless a proof is worth more. The variation below that
 * move is the main thread's tree's, as is the depth. The result counts every thread's nodes and
 * every tree's memory.
 *
 * <p>One thread (or none asked) is exactly the single-threaded search. More threads under a node
 * limit give the same result on every run too, unless a proof ends the search: then the proven
 * outcome is the same, but which tree proves it first, and with which move, may vary.
 */
final class RootParallel {
    private RootParallel() {
    }

    /**
     * @param run         the started run
     * @param budgetBytes the memory all the trees may take together
     * @param exploration UCB1's exploration constant, for rewards in [0, 1]
     * @param <P>         the game's position type
     * @return the result, with every thread's nodes
     */
    static <P extends Position> SearchResult search(SearchRun<P> run, long budgetBytes, double exploration) {
        int threads = Math.max(1, run.request().limits().threads());
        if (threads == 1) {
            return new Mcts<>(run, new Tree(budgetBytes), exploration).search();
        }
        HelperThreads helpers = new HelperThreads();
        List<SearchRun<P>> helperRuns = new ArrayList<>();
        List<Mcts<P>> helperSearches = new ArrayList<>();
        List<Tree> helperTrees = new ArrayList<>();
        for (int i = 1; i < threads; i++) {
            SearchRun<P> helperRun = run.forHelper(run.request().stop(), threads);
            Tree tree = new Tree(budgetBytes / threads);
            Mcts<P> helper = new Mcts<>(helperRun, tree, exploration, i, threads, helpers.stopSignal(), () -> 0);
            helpers.add("mcts-helper-" + i, () -> {
                boolean endsTheSearch = true; // a failure ends it as a proof does
                try {
                    endsTheSearch = helper.grow();
                } finally {
                    if (endsTheSearch) {
                        helpers.stopSignal().stop();
                    }
                }
            });
            helperRuns.add(helperRun);
            helperSearches.add(helper);
            helperTrees.add(tree);
        }
        // A helper's node count is read while it runs, without synchronisation: a progress figure
        // that may lag a little, exact once the helper has been joined.
        LongSupplier helperNodes = () -> helperRuns.stream().mapToLong(SearchRun::nodes).sum();
        SearchRun<P> main = run.forThread(run.request(), threads);
        Tree mainTree = new Tree(budgetBytes / threads);
        Mcts<P> mainSearch = new Mcts<>(main, mainTree, exploration, 0, threads, helpers.stopSignal(), helperNodes);
        boolean proven = helpers.runBeside(mainSearch::grow, Boolean::booleanValue);
        main.countNodes(helperNodes.getAsLong());
        long bytes = mainTree.bytes() + helperTrees.stream().mapToLong(Tree::bytes).sum();

        if (proven) {
            return mainSearch.answer(main, bytes);
        }
        for (int i = 0; i < helperTrees.size(); i++) {
            if (helperTrees.get(i).isProven(Tree.ROOT)) {
                return helperSearches.get(i).answer(main, bytes);
            }
        }
        List<Tree> trees = new ArrayList<>(List.of(mainTree));
        trees.addAll(helperTrees);
        List<Mcts<P>> searches = new ArrayList<>(List.of(mainSearch));
        searches.addAll(helperSearches);
        int merged = firstExpanded(trees);
        Tree into = trees.get(merged);
        if (into.isExpanded(Tree.ROOT)) {
            for (int i = 0; i < trees.size(); i++) {
                if (i != merged) {
                    into.addRootChildren(trees.get(i));
                }
            }
            new SolverBackup(into).updateBounds(Tree.ROOT, Tree.ROOT_TEAM);
        }
        return searches.get(merged).answer(main, bytes);
    }

    /**
     * @return the first tree whose root was expanded, the main thread's if any: the one the others
     *         are merged into (a thread stopped before its first whole iteration has none); 0 if none is
     */
    private static int firstExpanded(List<Tree> trees) {
        for (int i = 0; i < trees.size(); i++) {
            if (trees.get(i).isExpanded(Tree.ROOT)) {
                return i;
            }
        }
        return 0;
    }
}
