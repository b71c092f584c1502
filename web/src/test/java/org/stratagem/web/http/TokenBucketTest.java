package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A bucket lets a burst through, then its rate, and tells how long to wait; the table of clients stays bounded. */
class TokenBucketTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aBurstGoesThroughThenTheRateAndTheWaitIsToTheNextToken() {
        TokenBucket bucket = new TokenBucket(3, 60, 0);
        for (int i = 0; i < 3; i++) {
            assertEquals(0, bucket.take(0), "request " + i + " of the burst");
        }
        assertEquals(SECOND, bucket.take(0), "60 a minute: one a second");
        assertEquals(SECOND / 2, bucket.take(SECOND / 2), "half a second later, half a second to go");
        assertEquals(0, bucket.take(SECOND));
        assertEquals(SECOND, bucket.take(SECOND));
        assertEquals(0, bucket.take(4 * SECOND));
        assertFalse(bucket.full(4 * SECOND));
        assertTrue(bucket.full(10 * SECOND), "it never holds more than its capacity");
        assertEquals(0, bucket.take(100 * SECOND));
        assertEquals(0, bucket.take(100 * SECOND));
        assertEquals(0, bucket.take(100 * SECOND));
        assertTrue(bucket.take(100 * SECOND) > 0, "a long idle time refills the burst, no more");
    }

    @Test
    void aBucketNeedsACapacityAndARate() {
        assertThrows(IllegalArgumentException.class, () -> new TokenBucket(0, 60, 0));
        assertThrows(IllegalArgumentException.class, () -> new TokenBucket(1, 0, 0));
    }

    @Test
    void eachClientHasItsOwnBucket() {
        RequestRates rates = new RequestRates(2, 60, 0);
        assertEquals(0, rates.take("10.0.0.1", 0));
        assertEquals(0, rates.take("10.0.0.1", 0));
        assertTrue(rates.take("10.0.0.1", 0) > 0);
        assertEquals(0, rates.take("10.0.0.2", 0), "another client is not slowed by the first");
    }

    @Test
    void theTableOfClientsIsBoundedAndForgetsTheIdleOnes() {
        RequestRates rates = new RequestRates(2, 60, 0);
        for (int i = 0; i < RequestRates.MAX_CLIENTS + 500; i++) {
            rates.take("client " + i, 0);
        }
        assertEquals(RequestRates.MAX_CLIENTS, rates.clients());
        rates.take("busy", SECOND);
        rates.take("busy", SECOND);
        rates.take("busy", 61 * SECOND);
        assertEquals(1, rates.clients(), "a minute on, only the client whose bucket is not full is kept");
    }
}
