package org.stratagem.engine.search.mcts;

/**
 * The proofs of the backpropagation strategy: as an iteration's reward rises to the root (every
 * node on its path counting the visit and adding the reward, see {@link Tree#addReward}), the
 * bounds of each node whose child's bounds changed are recomputed, so that proven outcomes rise
 * as far as they decide their parents.
 *
 * <p>This is the MCTS-Solver (Winands, Björnsson and Saito, "Monte-Carlo tree search solver",
 * Computers and Games 2008), which proves wins and losses, generalised to draws by bounds on the
 * outcome, as score-bounded MCTS does (Cazenave and Saffidine, "Score bounded Monte-Carlo tree
 * search", Computers and Games 2010). A child not yet visited is bounded by a loss and a win; a
 * finished game by its outcome (see {@link Mcts}); then:
 * <ul>
 * <li>a decision node of the root team is bounded by the best lower bound and the best upper
 *     bound of its children, one of its opponents by the worst of each: a proven win for the side
 *     to move proves the node at once; a node is proven a draw or a loss once every child is;
 * <li>a chance node is bounded by the worst lower bound and the best upper bound of its outcomes:
 *     it is proven once every outcome is proven and they all agree. Where they differ the node's
 *     value is an expectation, which is no win, draw or loss; its bounds still count in its
 *     parent's (a sure draw elsewhere beats a mix of draws and losses), and iterations through it
 *     keep sampling its outcomes, whose mean tends to that expectation.
 * </ul>
 * Bounds only narrow. Rewards are moved into each node's bounds as they rise, so that a node's
 * mean agrees with what is proven of it.
 */
final class SolverBackup {
    private final Tree tree;

    /**
     * @param tree the tree
     */
    SolverBackup(Tree tree) {
        this.tree = tree;
    }

    /**
     * Recomputes a node's bounds from its children, after an iteration changed a child's.
     *
     * @param node    an expanded node on the iteration's path
     * @param chooser who chooses at the node: {@link Tree#ROOT_TEAM}, {@link Tree#OPPONENTS} or {@link Tree#CHANCE}
     * @return whether the node's bounds changed
     */
    boolean updateBounds(int node, int chooser) {
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        int lower = tree.lowerBound(first);
        int upper = tree.upperBound(first);
        for (int child = first + 1; child < end; child++) {
            int childLower = tree.lowerBound(child);
            int childUpper = tree.upperBound(child);
            if (chooser == Tree.ROOT_TEAM) {
                lower = Math.max(lower, childLower);
                upper = Math.max(upper, childUpper);
            } else if (chooser == Tree.OPPONENTS) {
                lower = Math.min(lower, childLower);
                upper = Math.min(upper, childUpper);
            } else {
                lower = Math.min(lower, childLower);
                upper = Math.max(upper, childUpper);
            }
        }
        if (lower == tree.lowerBound(node) && upper == tree.upperBound(node)) {
            return false;
        }
        tree.setBounds(node, lower, upper);
        return true;
    }
}
