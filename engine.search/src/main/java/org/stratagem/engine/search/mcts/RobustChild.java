package org.stratagem.engine.search.mcts;

/**
 * The final move choice: the "robust child" (Chaslot et al., "Progressive strategies for
 * Monte-Carlo tree search", 2008), the most visited child, whose mean rests on the most evidence,
 * unless a proven outcome is worth more. Also the rule that follows the principal variation down
 * the tree.
 *
 * <p>The children in play are those that might still do better than what the side to move is
 * already sure of at the node (see {@link Ucb1}); the robust child is the most visited of them.
 * The safe child is the most visited of those proven to achieve that sure outcome. The safe child
 * is chosen when the node is proven (it is then the proven win, draw or loss), and when the node
 * is sure of a draw or better and the robust child's mean is no better than that; otherwise the
 * robust child. Ties go to the first child in the generator's order.
 */
final class RobustChild {
    /** What {@link #choose} answers when no child was visited. */
    static final int NONE = -1;

    private final Tree tree;

    /**
     * @param tree the tree
     */
    RobustChild(Tree tree) {
        this.tree = tree;
    }

    /**
     * @param node an expanded decision node
     * @param side who moves there: {@link Tree#ROOT_TEAM} or {@link Tree#OPPONENTS}
     * @return the chosen child, or {@link #NONE} if no child was visited
     */
    int choose(int node, int side) {
        int floor = tree.floor(node, side);
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        int robust = NONE;
        int safe = NONE;
        for (int child = first; child < end; child++) {
            int visits = tree.visits(child);
            if (visits == 0) {
                continue;
            }
            if (tree.ceiling(child, side) > floor && (robust == NONE || visits > tree.visits(robust))) {
                robust = child;
            }
            if (tree.floor(child, side) == floor && (safe == NONE || visits > tree.visits(safe))) {
                safe = child;
            }
        }
        boolean safeIsBetter = floor > Tree.LOSS
                && (robust == NONE || Tree.forSide(tree.mean(robust), side) <= Tree.reward(floor));
        return safeIsBetter || robust == NONE ? safe : robust;
    }
}
