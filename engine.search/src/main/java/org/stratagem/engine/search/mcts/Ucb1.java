package org.stratagem.engine.search.mcts;

import java.util.SplittableRandom;

/**
 * The selection strategy: which child of an expanded node an iteration descends to.
 *
 * <p>At a decision node, UCB1 (Auer, Cesa-Bianchi and Fischer, "Finite-time analysis of the
 * multiarmed bandit problem", 2002) applied to trees as UCT (Kocsis and Szepesvári, "Bandit based
 * Monte-Carlo planning", 2006): the child maximising {@code mean + C * sqrt(ln N / n)}, where the
 * mean is the child's mean reward seen by the side to move, {@code n} the child's visits and
 * {@code N} the parent's. A child not yet visited comes first (the first in the generator's
 * order, which is best first).
 *
 * <p>Only children that can still change the node's value take part: a child whose best hope
 * (its ceiling, for the side to move) is no better than what the side is already sure of at the
 * node (the node's floor) is cut (Cazenave and Saffidine, "Score bounded Monte-Carlo tree search",
 * 2010). Proven children are always cut, proven losses first of all, as in the MCTS-Solver
 * (Winands, Björnsson and Saito, "Monte-Carlo tree search solver", 2008); and once a move is proven
 * to draw, the search turns to the moves that might still win, which proves the draw instead of
 * sampling it forever. A node not proven always has a child that takes part.
 *
 * <p>The exploration constant {@code C} is for rewards in [0, 1] (1 a win, 1/2 a draw, 0 a
 * loss). Its default, {@code sqrt(2)}, is UCB1's; rewards scaled to [-1, 1] would need twice the
 * constant for the same search. Smaller values exploit the best-looking moves more.
 *
 * <p>At a chance node, the outcome is drawn at random by its probability, as in a playout, so
 * that the node's mean estimates the expectation over outcomes.
 */
final class Ucb1 {
    private final Tree tree;
    private final double exploration;
    private final SplittableRandom random;

    /**
     * @param tree        the tree
     * @param exploration the exploration constant {@code C}, for rewards in [0, 1]
     * @param random      the search's source of chance outcomes
     */
    Ucb1(Tree tree, double exploration, SplittableRandom random) {
        this.tree = tree;
        this.exploration = exploration;
        this.random = random;
    }

    /**
     * @param node an expanded decision node, not proven
     * @param side who moves there: {@link Tree#ROOT_TEAM} or {@link Tree#OPPONENTS}
     * @return the child to descend to
     */
    int choose(int node, int side) {
        int floor = tree.floor(node, side);
        double logVisits = Math.log(tree.visits(node));
        int first = tree.firstChild(node);
        int end = first + tree.childCount(node);
        int best = first;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int child = first; child < end; child++) {
            if (tree.ceiling(child, side) <= floor) {
                continue;
            }
            if (tree.visits(child) == 0) {
                return child;
            }
            double value = Tree.forSide(tree.mean(child), side) + exploration * Math.sqrt(logVisits / tree.visits(child));
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    /**
     * @param node an expanded chance node
     * @return one of its outcomes, drawn by probability
     */
    int draw(int node) {
        double left = random.nextDouble();
        int first = tree.firstChild(node);
        int last = first + tree.childCount(node) - 1;
        for (int child = first; child < last; child++) {
            left -= tree.probability(child);
            if (left < 0) {
                return child;
            }
        }
        return last;
    }
}
