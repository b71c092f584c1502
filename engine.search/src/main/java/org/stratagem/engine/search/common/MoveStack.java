package org.stratagem.engine.search.common;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;

/**
 * One reusable {@link MoveList} per ply. A recursive search generates the moves of the node at
 * ply {@code n} into {@code at(n)}: the lists of the nodes on the current line stay intact while
 * their children are searched, and once every ply has been reached (and every list has grown to
 * its working size) generating moves allocates nothing.
 */
public final class MoveStack {
    private MoveList[] lists = new MoveList[32];

    /**
     * @param ply a distance from the root
     * @return the list that belongs to that ply
     */
    public MoveList at(int ply) {
        if (ply >= lists.length) {
            lists = Arrays.copyOf(lists, Math.max(ply + 1, lists.length * 2));
        }
        MoveList list = lists[ply];
        if (list == null) {
            list = new MoveList();
            lists[ply] = list;
        }
        return list;
    }
}
