package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each client has so many requests in progress; the table keeps only the clients that have one. */
class ClientSlotsTest {
    @Test
    void aClientGetsItsSlotsBackAndLeavesNoEntry() {
        ClientSlots slots = new ClientSlots(2);
        assertTrue(slots.tryAcquire("a"));
        assertTrue(slots.tryAcquire("a"));
        assertFalse(slots.tryAcquire("a"));
        assertTrue(slots.tryAcquire("b"), "another client has its own slots");
        assertEquals(2, slots.clients());
        slots.release("a");
        assertTrue(slots.tryAcquire("a"));
        slots.release("a");
        slots.release("a");
        slots.release("b");
        assertEquals(0, slots.clients(), "no request in progress, no entry");
        slots.release("c");
        assertEquals(0, slots.clients(), "a release without a slot changes nothing");
    }
}
