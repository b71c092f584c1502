package org.stratagem.engine.search.mcts;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;

/**
 * The search tree of one Monte Carlo tree search, in parallel primitive arrays indexed by node:
 * the move that leads to the node, where its children start and how many there are, its visits,
 * the sum of the rewards of the iterations that passed through it, the probability of a chance
 * outcome, and the bounds proven on its outcome. No object per node, so a tree of millions of
 * nodes costs the garbage collector nothing; {@value #BYTES_PER_NODE} bytes a node.
 *
 * <p>Point of view. Every reward and every outcome in the tree is for the <em>root team</em>, the
 * team to move at the root: a reward is 1 for a won game, 1/2 for a draw, 0 for a lost one, and an
 * outcome is {@link #WIN}, {@link #DRAW} or {@link #LOSS}. A node's statistics therefore need no
 * sign flip when a move keeps the turn or passes it to a partner; the strategies that choose
 * between children take the view of whoever chooses at the parent ({@link #ROOT_TEAM},
 * {@link #OPPONENTS}), through {@link #floor} and {@link #ceiling}.
 *
 * <p>Bounds. Each node has a lower and an upper bound on its outcome, what the search has proven
 * the root team can be sure of and can at best hope for: a loss and a win until something is
 * proven, both the game's outcome at a finished game. A node whose bounds meet is <em>proven</em>.
 *
 * <p>Children. A node is <em>expanded</em> by giving it all its children at once, one per move
 * of the move generator, contiguous and in the generator's order; a child that no iteration has
 * reached yet has no visits. The root is node {@link #ROOT}.
 *
 * <p>Memory. The arrays start small and double as the tree grows, up to the largest power of two
 * of nodes the memory budget holds (so that growing allocates less than the final size again);
 * there {@link #expand} refuses to add children and the search carries on with the tree it has.
 * The root's children are the exception: they are always added, whatever the budget, so that
 * every search has moves to choose from. While the arrays grow, the old and the new ones are both
 * held for a moment.
 *
 * <p>Single-threaded: one search owns the tree (a root-parallel search merges its threads' trees
 * once they have all ended, see {@link #addRootChildren}).
 */
final class Tree {
    /** The root's index. */
    static final int ROOT = 0;
    /** A proven win for the root team. */
    static final int WIN = 1;
    /** A proven draw. */
    static final int DRAW = 0;
    /** A proven loss for the root team. */
    static final int LOSS = -1;
    /** Who chooses at a node: the root team, which maximises the root team's rewards and outcomes. */
    static final int ROOT_TEAM = 1;
    /** Who chooses at a node: the other team, which minimises the root team's rewards and outcomes. */
    static final int OPPONENTS = -1;
    /** Who chooses at a node: nobody, at a chance node, whose outcome is drawn by probability. */
    static final int CHANCE = 0;
    /** Move, first child, child count, visits (4 bytes each), reward sum (8), probability (4), bounds (1 + 1). */
    static final int BYTES_PER_NODE = 4 + 4 + 4 + 4 + 8 + 4 + 2;

    private static final int INITIAL_CAPACITY = 1 << 10;
    private static final int MAX_CAPACITY = 1 << 30;

    private final int maxNodes;
    private int[] moves;
    private int[] firstChildren;
    private int[] childCounts;
    private int[] visits;
    private double[] rewards;
    private float[] probabilities;
    /** The lower bound {@code b} of each node, as {@code b - LOSS}: 0, the arrays' initial value, is a loss. */
    private byte[] lowerBounds;
    /** The upper bound {@code b} of each node, as {@code WIN - b}: 0, the arrays' initial value, is a win. */
    private byte[] upperBounds;
    private int size = 1;

    /**
     * A tree holding only the root.
     *
     * @param budgetBytes the most memory the tree may take (the root's children aside)
     */
    Tree(long budgetBytes) {
        maxNodes = (int) Long.highestOneBit(Math.max(1, Math.min(budgetBytes / BYTES_PER_NODE, MAX_CAPACITY)));
        allocate(Math.min(INITIAL_CAPACITY, maxNodes));
        moves[ROOT] = MoveList.NONE;
    }

    /**
     * Gives a node one child per move of a list; a node is expanded once.
     *
     * @param node  a node without children
     * @param moves its moves (with their probabilities at a chance node), at least one
     * @return false if the tree is full: the node stays without children
     */
    boolean expand(int node, MoveList moves) {
        int count = moves.size();
        int needed = size + count;
        if (needed > this.moves.length) {
            if (needed > maxNodes && node != ROOT) {
                return false;
            }
            allocate((int) Math.max(needed, Math.min(2L * this.moves.length, maxNodes)));
        }
        firstChildren[node] = size;
        childCounts[node] = count;
        for (int i = 0; i < count; i++) {
            this.moves[size + i] = moves.get(i);
            probabilities[size + i] = (float) moves.probability(i);
        }
        size = needed;
        return true;
    }

    private void allocate(int capacity) {
        if (moves == null) {
            moves = new int[capacity];
            firstChildren = new int[capacity];
            childCounts = new int[capacity];
            visits = new int[capacity];
            rewards = new double[capacity];
            probabilities = new float[capacity];
            lowerBounds = new byte[capacity];
            upperBounds = new byte[capacity];
            return;
        }
        moves = Arrays.copyOf(moves, capacity);
        firstChildren = Arrays.copyOf(firstChildren, capacity);
        childCounts = Arrays.copyOf(childCounts, capacity);
        visits = Arrays.copyOf(visits, capacity);
        rewards = Arrays.copyOf(rewards, capacity);
        probabilities = Arrays.copyOf(probabilities, capacity);
        lowerBounds = Arrays.copyOf(lowerBounds, capacity);
        upperBounds = Arrays.copyOf(upperBounds, capacity);
    }

    /** @return whether the node has its children */
    boolean isExpanded(int node) {
        return childCounts[node] > 0;
    }

    /** @return the index of the node's first child; its children follow it contiguously */
    int firstChild(int node) {
        return firstChildren[node];
    }

    /** @return the number of the node's children, 0 if it is not expanded */
    int childCount(int node) {
        return childCounts[node];
    }

    /** @return the move (or chance outcome) that leads from the node's parent to it; NONE at the root */
    int move(int node) {
        return moves[node];
    }

    /** @return the probability of a chance outcome; NaN for a child of a decision node */
    float probability(int node) {
        return probabilities[node];
    }

    /** @return the number of completed iterations that passed through the node */
    int visits(int node) {
        return visits[node];
    }

    /** @return the mean reward of the iterations through a visited node, for the root team */
    double mean(int node) {
        return rewards[node] / visits[node];
    }

    /**
     * Adds one iteration's reward to a node, moved into its bounds: a sample below the outcome the
     * root team is sure of (or above the best it can hope for) says nothing the bounds do not, and
     * would drag the mean away from the node's value.
     *
     * @param node   a node on the iteration's path
     * @param reward the reward for the root team
     * @return the reward added, which the node passes on to its parent
     */
    double addReward(int node, double reward) {
        double added = Math.min(Math.max(reward, reward(lowerBound(node))), reward(upperBound(node)));
        visits[node]++;
        rewards[node] += added;
        return added;
    }

    /**
     * Adds what another search of the same root learnt about the root's children to this tree's,
     * matching children by move (a move leads to the same position in both trees): visits and
     * rewards add up, and bounds narrow to what both searches proved. The root's own visits, rewards
     * and bounds are left as they are. Children of the other tree's root that this tree's root does
     * not have are ignored.
     *
     * @param other the tree of another search of the same root
     */
    void addRootChildren(Tree other) {
        int end = firstChild(ROOT) + childCount(ROOT);
        int otherEnd = other.firstChild(ROOT) + other.childCount(ROOT);
        for (int child = firstChild(ROOT); child < end; child++) {
            for (int same = other.firstChild(ROOT); same < otherEnd; same++) {
                if (other.move(same) == move(child)) {
                    visits[child] += other.visits(same);
                    rewards[child] += other.rewards[same];
                    setBounds(child, Math.max(lowerBound(child), other.lowerBound(same)),
                            Math.min(upperBound(child), other.upperBound(same)));
                }
            }
        }
    }

    /** @return the outcome the root team is proven to achieve at the node, at least */
    int lowerBound(int node) {
        return lowerBounds[node] + LOSS;
    }

    /** @return the best outcome the root team can still achieve at the node */
    int upperBound(int node) {
        return WIN - upperBounds[node];
    }

    /**
     * @param node  a node
     * @param lower the outcome the root team is now proven to achieve, at least the previous lower bound
     * @param upper the best it can still achieve, at most the previous upper bound and at least {@code lower}
     */
    void setBounds(int node, int lower, int upper) {
        lowerBounds[node] = (byte) (lower - LOSS);
        upperBounds[node] = (byte) (WIN - upper);
    }

    /**
     * @param node a node
     * @param side whose view to take: {@link #ROOT_TEAM} or {@link #OPPONENTS}
     * @return the outcome that side is proven to achieve at the node, in its own view (a win is {@link #WIN})
     */
    int floor(int node, int side) {
        return side == ROOT_TEAM ? lowerBound(node) : -upperBound(node);
    }

    /**
     * @param node a node
     * @param side whose view to take: {@link #ROOT_TEAM} or {@link #OPPONENTS}
     * @return the best outcome that side can still achieve at the node, in its own view
     */
    int ceiling(int node, int side) {
        return side == ROOT_TEAM ? upperBound(node) : -lowerBound(node);
    }

    /** @return whether the node's outcome is proven: its bounds meet */
    boolean isProven(int node) {
        return lowerBound(node) == upperBound(node);
    }

    /**
     * @param outcome a proven outcome for the root team
     * @return the reward of a game ending so: 1, 1/2 or 0
     */
    static double reward(int outcome) {
        return (outcome + 1) / 2.0;
    }

    /**
     * @param reward a reward for the root team
     * @param side   whose view to take: {@link #ROOT_TEAM} or {@link #OPPONENTS}
     * @return the reward for that side
     */
    static double forSide(double reward, int side) {
        return side == ROOT_TEAM ? reward : 1 - reward;
    }

    /** @return the memory the arrays take, in bytes */
    long bytes() {
        return (long) moves.length * BYTES_PER_NODE;
    }
}
